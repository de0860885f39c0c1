import { CONSOLE_SHOP_TEXTS as C, SHOP_FORM_FIELDS, SHOP_KIND_LABELS, shopInputSchema } from '@lendbridge/domain';
import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { Edit, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { MYSHOP_RESOURCE } from '../../dataProvider';
import { Details } from '../../shared/Details';
import { schemaForm } from '../../validation';
import { SalesChart } from './SalesChart';
import { ShopPicture } from './ShopPicture';
import type { MyShopRecord } from './types';

const shopForm = schemaForm(shopInputSchema, SHOP_FORM_FIELDS);

const ShopHeader = () => {
  const record = useRecordContext<MyShopRecord>();
  if (!record) return null;
  return <Details items={[{ label: C.kind, value: SHOP_KIND_LABELS[record.kind] }, { label: C.owner_email, value: record.owner_email }]} />;
};

/** 我的商店: the seller's own shop (name, description, picture), saved once the server answers, and its sales by day. */
export const MyShopPage = () => (
  <Stack spacing={2}>
    <Edit resource={MYSHOP_RESOURCE} id={MYSHOP_RESOURCE} title={C.myshop} mutationMode="pessimistic" transform={shopForm.transform} redirect={false} actions={false}>
      <SimpleForm validate={shopForm.validate}>
        <ShopHeader />
        <TextInput source="name" fullWidth />
        <TextInput source="description" multiline minRows={4} fullWidth />
        <ShopPicture />
      </SimpleForm>
    </Edit>
    <Card component="section" aria-label={C.sales}>
      <CardHeader title={C.sales} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <SalesChart />
      </CardContent>
    </Card>
  </Stack>
);
