import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { IDENTITY_STATUS_CHOICES } from '../choices';

export interface StatusCount {
  status: string;
  label: string;
  count: number;
}

/**
 * Members per identity review status. Each bar is the total the list API reports (Content-Range)
 * for that status filter, asking for a single row; the console's refresh button reads them again.
 */
export const MembersByIdentityChart = () => {
  const dataProvider = useDataProvider();
  const { data: counts, error } = useQuery({
    queryKey: ['members', 'identityCounts'],
    queryFn: ({ signal }) =>
      Promise.all(
        IDENTITY_STATUS_CHOICES.map(async ({ id, name }): Promise<StatusCount> => {
          const { total } = await dataProvider.getList('members', {
            filter: { identity_status: id },
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'ASC' },
            signal,
          });
          return { status: id, label: name, count: total ?? 0 };
        }),
      ),
  });

  if (error !== null) return <Alert severity="error">{error.message}</Alert>;
  if (counts === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={32} aria-label="載入中" />
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={counts} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip formatter={(value) => [`${String(value)} 位`, '會員']} />
            <Bar dataKey="count" name="會員" fill="#0b5d7a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {counts.map(({ status, label, count }) => (
          <Typography component="li" key={status} variant="body2" data-status={status}>
            {label}：{count} 位
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
