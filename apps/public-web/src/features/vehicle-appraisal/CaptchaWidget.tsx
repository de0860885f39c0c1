import { useEffect, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/zh-tw';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { VEHICLE_CAPTCHA_ALGORITHM } from '@lendbridge/domain';
import { VEHICLE_CHALLENGE_PATH, widgetFetch } from './vehicleAppraisal.api';

/**
 * The self-hosted proof-of-work widget (ALTCHA), without inline scripts or styles: its PBKDF2
 * worker is a file of the site's own (the CSP allows only 'self' scripts).
 */
$altcha.algorithms.set(VEHICLE_CAPTCHA_ALGORITHM, () => new Pbkdf2Worker());

const WIDGET_LANGUAGE = 'zh-tw';

interface StateChange {
  state: string;
  payload?: string;
}

export interface CaptchaWidgetProps {
  /** The solved challenge (what a search spends), or null while there is none. */
  onChange: (token: string | null) => void;
  /** Bumped after each search: the spent check starts over, a new challenge fetched when next ticked. */
  round: number;
}

/** 人機驗證: ticked, the browser solves a challenge read from the API and hands its token on. */
export function CaptchaWidget({ onChange, round }: CaptchaWidgetProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (widget === null) return undefined;
    void widget.configure({ challenge: VEHICLE_CHALLENGE_PATH, fetch: widgetFetch, language: WIDGET_LANGUAGE, humanInteractionSignature: false });
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChangeRef.current(state === 'verified' && payload !== undefined && payload !== '' ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  useEffect(() => {
    if (round > 0) widgetRef.current?.reset();
  }, [round]);

  return <altcha-widget ref={widgetRef} />;
}
