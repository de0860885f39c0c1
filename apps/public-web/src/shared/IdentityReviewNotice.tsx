import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { MESSAGES } from '@lendbridge/domain';
import { useUserStatus } from '../app/session';

/** The server's refusal while the member's identity waits for the staff review. */
export const IDENTITY_REVIEW_PENDING_CODE = 'IDENTITY_REVIEW_PENDING';

/** True for a signed-in full member whose identity staff have not verified yet. */
export function useIdentityReviewPending(): boolean {
  const { status } = useUserStatus();
  return status.loggedIn && status.isMemberFull && !status.isMemberVerified;
}

/** 身分審核中…: shown where money would move while the member's identity waits for the staff review. */
export function IdentityReviewNotice({ sx }: { sx?: SxProps<Theme> }) {
  const pending = useIdentityReviewPending();
  if (!pending) return null;
  return (
    <Alert severity="info" sx={sx}>
      {MESSAGES.identityReviewPending}
    </Alert>
  );
}
