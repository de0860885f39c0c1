import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { MESSAGES } from '@lendbridge/domain';
import { useUserStatus } from '../app/session';

/** The server's refusal while the member's identity waits for the staff review. */
export const IDENTITY_REVIEW_PENDING_CODE = 'IDENTITY_REVIEW_PENDING';
/** The server's refusal while the member's bound bank waits for the staff review. */
export const BANK_REVIEW_PENDING_CODE = 'BANK_REVIEW_PENDING';

/**
 * For a signed-in full member, what still waits for the staff review before money may move: the
 * identity first, then the bound bank (in the spec's wording for the bank review); null once both
 * are verified, and for anyone else.
 */
export function useReviewPending(): string | null {
  const { status } = useUserStatus();
  if (!status.loggedIn || !status.isMemberFull) return null;
  if (!status.isMemberVerified) return MESSAGES.identityReviewPending;
  if (!status.isMemberBankVerified) return MESSAGES.bankNotVerified;
  return null;
}

/** Shown where money would move while the member's identity or bank waits for the staff review. */
export function ReviewNotice({ sx }: { sx?: SxProps<Theme> }) {
  const pending = useReviewPending();
  if (pending === null) return null;
  return (
    <Alert severity="info" sx={sx}>
      {pending}
    </Alert>
  );
}
