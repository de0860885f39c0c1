import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { IDENTITY_STATUS_CHOICES } from '../choices';

export interface StatusCount {
  status: string;
  label: string;
  count: number;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; counts: StatusCount[] };

/**
 * Members per identity review status. Each bar is the total the list API reports (Content-Range)
 * for that status filter, asking for a single row.
 */
export const MembersByIdentityChart = () => {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all(
      IDENTITY_STATUS_CHOICES.map(async ({ id, name }) => {
        const { total } = await dataProvider.getList('members', {
          filter: { identity_status: id },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
          signal: controller.signal,
        });
        return { status: id, label: name, count: total ?? 0 };
      }),
    ).then(
      (counts) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', counts });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [dataProvider]);

  if (state.kind === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={32} aria-label="載入中" />
      </Box>
    );
  }
  if (state.kind === 'error') return <Alert severity="error">{state.message}</Alert>;

  return (
    <Box>
      <Box sx={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={state.counts} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip formatter={(value) => [`${String(value)} 位`, '會員']} />
            <Bar dataKey="count" name="會員" fill="#0b5d7a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {state.counts.map(({ status, label, count }) => (
          <Typography component="li" key={status} variant="body2" data-status={status}>
            {label}：{count} 位
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
