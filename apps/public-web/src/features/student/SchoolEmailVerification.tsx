import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MESSAGES,
  SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS,
  SCHOOL_EMAIL_POLL_MS,
  SCHOOL_EMAIL_RESEND_SECONDS,
  schoolEmailVerificationSchema,
} from '@lendbridge/domain';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { VerificationCodeButton } from '../../shared/VerificationCodeButton';
import { VerificationStatus } from './VerificationStatus';
import { useReportVerified } from './useReportVerified';
import { checkSchoolEmail, sendSchoolEmail } from './student.api';
import type { SchoolEmailState } from './student.api';

export interface SchoolEmailVerificationProps {
  /** The serial of the student draft the e-mail belongs to. */
  serial: string;
  /** The school e-mail as typed in the form; the verification counts for this address only. */
  email: string;
  /** Told the state at mount and on every change. */
  onVerifiedChange?: (verified: boolean) => void;
}

/** The server stores addresses trimmed and in lower case. */
const sameAddress = (a: string | null, b: string): boolean =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sends the verification link to the school e-mail (60 s between sends) and follows whether it
 * was opened: one check at mount, then every 30 s after a first 30 s wait, until verified.
 */
export function SchoolEmailVerification({ serial, email, onVerifiedChange }: SchoolEmailVerificationProps) {
  const [state, setState] = useState<SchoolEmailState | null>(null);
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const verified = state?.verify === true && sameAddress(state.email, email);

  useEffect(() => {
    const controller = new AbortController();
    checkSchoolEmail(serial, controller.signal).then(setState, (error: unknown) => handleErrorRef.current(error));
    return () => controller.abort();
  }, [serial, handleErrorRef]);

  useEffect(() => {
    if (verified) return undefined;
    const controller = new AbortController();
    // A failed poll is not alerted every 30 s; the next one asks again.
    const check = () => {
      checkSchoolEmail(serial, controller.signal).then(setState, () => undefined);
    };
    let interval: number | undefined;
    const first = window.setTimeout(() => {
      check();
      interval = window.setInterval(check, SCHOOL_EMAIL_POLL_MS);
    }, SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [serial, verified]);

  useReportVerified(verified, onVerifiedChange);

  const send = async (): Promise<boolean> => {
    const parsed = schoolEmailVerificationSchema.safeParse({ email });
    if (!parsed.success) {
      void showAlert({ title: parsed.error.issues[0]?.message ?? MESSAGES.schoolEmail });
      return false;
    }
    const sent = await sendSchoolEmail(serial, parsed.data);
    setState({ verify: false, email: sent.email });
    return true;
  };

  const pendingHere = !verified && state !== null && !state.verify && sameAddress(state.email, email);
  const verifiedElsewhere = state?.verify === true && !verified && email.trim() !== '';

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VerificationCodeButton
          onSend={send}
          label={MESSAGES.schoolEmailSend}
          cooldownSeconds={SCHOOL_EMAIL_RESEND_SECONDS}
          disabled={verified}
        />
        <VerificationStatus verified={verified} />
      </Stack>
      {pendingHere && (
        <Typography variant="body2" color="text.secondary">
          {MESSAGES.schoolEmailSent}
        </Typography>
      )}
      {verifiedElsewhere && (
        <Typography variant="body2" color="warning.main">
          {MESSAGES.schoolEmailChanged}
        </Typography>
      )}
    </Stack>
  );
}
