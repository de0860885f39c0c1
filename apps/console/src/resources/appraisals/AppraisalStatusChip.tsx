import { APPRAISAL_STATUS_LABELS, type AppraisalStatus } from '@lendbridge/domain';
import { Chip } from '@mui/material';

/** An item's status: unappraised waits (warning), appraised is done. */
export const AppraisalStatusChip = ({ status }: { status: AppraisalStatus }) => (
  <Chip size="small" color={status === 'unappraised' ? 'warning' : 'success'} label={APPRAISAL_STATUS_LABELS[status]} />
);
