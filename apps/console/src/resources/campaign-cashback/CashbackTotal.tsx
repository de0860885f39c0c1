import { cashbackTotalText } from '@lendbridge/domain';
import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';

/** The count and sum of the cashback the list's filter selects, over every page. */
export const CashbackTotal = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { filterValues } = useListContext();
  const { data: total, error } = useQuery({
    queryKey: ['campaign-cashback', 'total', filterValues],
    queryFn: async ({ signal }) => (await dataProvider.getCampaignCashbackTotal(filterValues, signal)).data,
  });
  if (error !== null) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Typography variant="subtitle1" role="status" sx={{ px: 2, py: 1 }}>
      {total === undefined ? '' : cashbackTotalText(total.count, total.amount)}
    </Typography>
  );
};
