import { CONSOLE_SHOP_TEXTS as C, ntdText } from '@lendbridge/domain';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OrderRecord } from '../shop-orders/types';
import { salesByDay } from './salesByDay';

/** How many of the latest paid orders the chart sums. */
const SALES_ORDERS = 100;

/** 每日銷售額: the shop's latest paid orders summed by payment day. */
export const SalesChart = ({ shopId }: { shopId: number }) => {
  const { data, isPending, error } = useGetList<OrderRecord>('shop-orders', {
    filter: { status: 'paid', shop_id: shopId },
    pagination: { page: 1, perPage: SALES_ORDERS },
    sort: { field: 'id', order: 'DESC' },
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={32} aria-label="載入中" />
      </Box>
    );
  }
  const days = salesByDay(data);
  if (days.length === 0) return <Typography color="text.secondary">{C.salesEmpty}</Typography>;
  return (
    <Box>
      <Box sx={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={days} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} />
            <Tooltip formatter={(value) => [ntdText(Number(value)), C.salesAmount]} />
            <Bar dataKey="amount" name={C.salesAmount} fill="#0b5d7a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ul" aria-label={C.sales} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {days.map(({ date, amount }) => (
          <Typography component="li" key={date} variant="body2">
            {date}：{ntdText(amount)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
