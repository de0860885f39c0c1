import { CONSOLE_SHOP_TEXTS as C, SHOP_KIND_LABELS } from '@lendbridge/domain';
import { Card, CardContent, CardHeader } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Details } from '../../shared/Details';
import { SalesChart } from './SalesChart';
import type { MyShopRecord } from './types';

/** The shop's kind and owner. */
export const ShopHeader = () => {
  const record = useRecordContext<MyShopRecord>();
  if (!record) return null;
  return <Details items={[{ label: C.kind, value: SHOP_KIND_LABELS[record.kind] }, { label: C.owner_email, value: record.owner_email }]} />;
};

/** 每日銷售額 of the shop on the page. */
export const ShopSales = () => {
  const record = useRecordContext<MyShopRecord>();
  if (!record) return null;
  return (
    <Card component="section" aria-label={C.sales} sx={{ mt: 2 }}>
      <CardHeader title={C.sales} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <SalesChart shopId={record.id} />
      </CardContent>
    </Card>
  );
};
