import { Chip, type ChipProps } from '@mui/material';
import { choiceLabel, type Choice } from '../../choices';

const STATUS_COLORS: Partial<Record<string, ChipProps['color']>> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
};

export interface StatusChipProps {
  status: string;
  choices: readonly Choice[];
}

/** A review status as a coloured chip: pending, verified, rejected; anything else plain. */
export const StatusChip = ({ status, choices }: StatusChipProps) => (
  <Chip
    size="small"
    label={choiceLabel(choices, status)}
    color={STATUS_COLORS[status] ?? 'default'}
    variant={status === 'verified' ? 'filled' : 'outlined'}
  />
);
