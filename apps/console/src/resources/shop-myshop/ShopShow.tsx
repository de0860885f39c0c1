import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS } from '@lendbridge/domain';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import { UploadImage } from '../../shared/UploadImage';
import { ShopHeader, ShopSales } from './ShopSummary';
import type { MyShopRecord } from './types';

const ShopDetails = () => {
  const record = useRecordContext<MyShopRecord>();
  if (!record) return null;
  return (
    <Section title={record.name}>
      <ShopHeader />
      <Details items={[{ label: SHOP_TEXTS.shopDescription, value: record.description }]} />
      <UploadImage id={record.image_id} label={C.shopImage} />
    </Section>
  );
};

/** A shop read only, with its sales by day. */
export const ShopShow = () => (
  <Show actions={<TopToolbar><ListButton /></TopToolbar>}>
    <ShopDetails />
    <ShopSales />
  </Show>
);
