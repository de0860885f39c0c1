import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const EMPTY = '—';

export interface Item {
  label: string;
  value: ReactNode;
}

/** Label and value pairs in two columns. */
export const Details = ({ items }: { items: Item[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      columnGap: 4,
      rowGap: 1.5,
      m: 0,
    }}
  >
    {items.map(({ label, value }) => (
      <Box key={label}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {value === '' || value === null || value === undefined ? EMPTY : value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export interface SectionProps {
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled region of the show page. */
export const Section = ({ title, status, actions, children }: SectionProps) => (
  <Box component="section" aria-label={title} sx={{ py: 2 }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {status}
      <Box sx={{ flexGrow: 1 }} />
      {actions}
    </Stack>
    {children}
  </Box>
);

export const Missing = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);
