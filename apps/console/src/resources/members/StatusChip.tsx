import { Chip, type ChipProps } from '@mui/material';
import { choiceLabel, type Choice } from '../../choices';

const STATUS_COLORS: Partial<Record<string, ChipProps['color']>> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
};

export interface StatusChipProps {
  status: string | null;
  choices?: readonly Choice[];
  label?: string;
}

/** A review status as a coloured chip: pending, verified, rejected; anything else plain. */
export const StatusChip = ({ status, choices = [], label }: StatusChipProps) => (
  <Chip
    size="small"
    label={label ?? choiceLabel(choices, status)}
    color={(status && STATUS_COLORS[status]) || 'default'}
    variant={status === 'verified' ? 'filled' : 'outlined'}
  />
);
