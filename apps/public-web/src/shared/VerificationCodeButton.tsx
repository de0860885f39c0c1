import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { MESSAGES, VERIFICATION_CODE_COOLDOWN_SECONDS, codeCooldown } from '@lendbridge/domain';
import { ApiError } from '../app/api';
import { useErrorHandler } from '../app/useErrorHandler';

export const CODE_COOLDOWN_CODE = 'CODE_COOLDOWN';

export interface VerificationCodeButtonProps {
  /**
   * Sends the code. Answering false means nothing was sent (for example the number was
   * wrong and the caller alerted it): the button goes back to idle without cooling down.
   */
  onSend: () => Promise<boolean | void>;
  label?: string;
  /** Seconds before the code can be sent again. */
  cooldownSeconds?: number;
  disabled?: boolean;
  fullWidth?: boolean;
  variant?: ButtonProps['variant'];
}

type Phase = 'idle' | 'sending' | 'cooling';

const SECOND_MS = 1000;

/** idle → sending (請稍候) → cooldown countdown → idle; not clickable while sending or cooling. */
export function VerificationCodeButton({
  onSend,
  label = '發送驗證碼',
  cooldownSeconds = VERIFICATION_CODE_COOLDOWN_SECONDS,
  disabled = false,
  fullWidth = false,
  variant = 'outlined',
}: VerificationCodeButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [remaining, setRemaining] = useState(0);
  const handleError = useErrorHandler();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'cooling') return undefined;
    const timer = window.setInterval(() => {
      setRemaining((seconds) => Math.max(0, seconds - 1));
    }, SECOND_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'cooling' && remaining === 0) setPhase('idle');
  }, [phase, remaining]);

  const coolDown = (seconds: number) => {
    setRemaining(seconds);
    setPhase('cooling');
  };

  const send = async () => {
    if (phase !== 'idle') return;
    setPhase('sending');
    try {
      const sent = await onSend();
      if (!mounted.current) return;
      if (sent === false) setPhase('idle');
      else coolDown(cooldownSeconds);
    } catch (error) {
      if (!mounted.current) return;
      if (error instanceof ApiError && error.status === 429 && error.code === CODE_COOLDOWN_CODE) {
        coolDown(error.retryAfter ?? cooldownSeconds);
        return;
      }
      setPhase('idle');
      handleError(error);
    }
  };

  const text = phase === 'sending' ? MESSAGES.codeSending : phase === 'cooling' ? codeCooldown(remaining) : label;
  return (
    <Button
      type="button"
      variant={variant}
      fullWidth={fullWidth}
      disabled={disabled || phase !== 'idle'}
      onClick={() => void send()}
      aria-live="polite"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {text}
    </Button>
  );
}
