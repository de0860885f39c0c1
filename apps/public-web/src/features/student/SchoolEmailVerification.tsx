import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MESSAGES,
  SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS,
  SCHOOL_EMAIL_POLL_MS,
  SCHOOL_EMAIL_RESEND_SECONDS,
  schoolEmailVerificationSchema,
} from '@lendbridge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../shared/AlertDialog';
import { useReportedFailure } from '../../shared/useReportedQuery';
import { VerificationCodeButton } from '../../shared/VerificationCodeButton';
import { VerificationStatus } from './VerificationStatus';
import { useReportVerified } from './useReportVerified';
import { sendSchoolEmail, studentQueries } from './student.api';
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

/** The verification counts for the address in the form only. */
const isVerified = (state: SchoolEmailState, email: string): boolean => state.verify && sameAddress(state.email, email);

/**
 * Sends the verification link to the school e-mail (60 s between sends) and follows whether it
 * was opened: one check at mount, then every 30 s after a first 30 s wait, until verified.
 */
export function SchoolEmailVerification({ serial, email, onVerifiedChange }: SchoolEmailVerificationProps) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const check = useQuery({
    ...studentQueries.schoolEmail(serial),
    // Polls until verified: the first poll SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS after the check at mount, then every SCHOOL_EMAIL_POLL_MS.
    refetchInterval: ({ state: { data, dataUpdateCount, errorUpdateCount } }) => {
      if (data !== undefined && isVerified(data, email)) return false;
      return dataUpdateCount + errorUpdateCount <= 1 ? SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS : SCHOOL_EMAIL_POLL_MS;
    },
  });
  const state = check.data ?? null;
  const verified = state !== null && isVerified(state, email);
  // Only the check at mount is alerted; a failed poll is not alerted every 30 s, the next one asks again.
  const firstCheckFailed = check.data === undefined && check.errorUpdateCount === 1;
  useReportedFailure({ error: firstCheckFailed ? check.error : null, errorUpdatedAt: check.errorUpdatedAt });
  useReportVerified(verified, onVerifiedChange);

  const send = async (): Promise<boolean> => {
    const parsed = schoolEmailVerificationSchema.safeParse({ email });
    if (!parsed.success) {
      void showAlert({ title: parsed.error.issues[0]?.message ?? MESSAGES.schoolEmail });
      return false;
    }
    const sent = await sendSchoolEmail(serial, parsed.data);
    queryClient.setQueryData<SchoolEmailState>(studentQueries.schoolEmail(serial).queryKey, { verify: false, email: sent.email });
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
