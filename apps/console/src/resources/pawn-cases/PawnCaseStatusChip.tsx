import { PAWN_CASE_STATUS_LABELS, type PawnCaseStatus } from '@lendbridge/domain';
import { Chip, type ChipProps } from '@mui/material';

/** Waiting on someone (an operator or the borrower) is a warning; agreed and invested move on; closed cases are plain. */
const COLORS: Record<PawnCaseStatus, ChipProps['color']> = {
  pending: 'warning',
  taken: 'info',
  wait_confirm: 'warning',
  confirmed: 'primary',
  invested: 'success',
  cleared: 'default',
  forfeited: 'error',
};

/** A case's status, named as libs/domain names it. */
export const PawnCaseStatusChip = ({ status }: { status: PawnCaseStatus }) => (
  <Chip size="small" color={COLORS[status]} label={PAWN_CASE_STATUS_LABELS[status]} />
);
