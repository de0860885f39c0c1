import { LEGAL_COLLECTION_STATUS_LABELS, type LegalCollectionStatus } from '@lendbridge/domain';
import { Chip } from '@mui/material';

const COLORS: Partial<Record<LegalCollectionStatus, 'warning' | 'success' | 'info'>> = {
  pending: 'warning',
  finished: 'success',
};

/** A request's status as a chip; the stages in progress in blue. */
export const LegalCollectionStatusChip = ({ status }: { status: LegalCollectionStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    color={status === 'cancelled' ? 'default' : (COLORS[status] ?? 'info')}
    label={LEGAL_COLLECTION_STATUS_LABELS[status] ?? status}
  />
);
