import Chip from '@mui/material/Chip';
import { MESSAGES } from '@lendbridge/domain';

/** 已驗證 or 尚未驗證, announced to screen readers when it changes. */
export function VerificationStatus({ verified }: { verified: boolean }) {
  return (
    <Chip
      role="status"
      aria-live="polite"
      size="small"
      color={verified ? 'success' : 'default'}
      variant={verified ? 'filled' : 'outlined'}
      label={verified ? MESSAGES.studentVerified : MESSAGES.studentNotVerified}
    />
  );
}
