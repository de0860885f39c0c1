import { useEffect, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import 'altcha/external';
import 'altcha/altcha.css';
import './CaptchaWidget.css';
import 'altcha/i18n/zh-tw';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { VEHICLE_CAPTCHA_ALGORITHM } from '@lendbridge/domain';
import { VEHICLE_CHALLENGE_PATH, widgetFetch } from './vehicleAppraisal.api';

/**
 * The self-hosted proof-of-work widget (ALTCHA), without inline scripts or styles: its PBKDF2
 * worker is a file of the site's own (the CSP allows only 'self' scripts). Its settings are the
 * defaults of every widget, read when one starts (a widget takes settings of its own only once it
 * has started, after React has put it on the page): the challenge is read through the site's API
 * client, in Traditional Chinese, without recording the visitor's pointer movements.
 */
$altcha.algorithms.set(VEHICLE_CAPTCHA_ALGORITHM, () => new Pbkdf2Worker());
$altcha.defaults.set({ challenge: VEHICLE_CHALLENGE_PATH, fetch: widgetFetch, language: 'zh-tw', humanInteractionSignature: false });

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
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChangeRef.current(state === 'verified' && payload !== undefined && payload !== '' ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    // A round after the first is started by a search, long after the widget itself started.
    if (round > 0 && typeof widget?.reset === 'function') widget.reset();
  }, [round]);

  return <altcha-widget ref={widgetRef} />;
}
