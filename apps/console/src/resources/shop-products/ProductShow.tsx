import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import { EditButton, ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import { UploadImages } from '../../shared/UploadImage';
import type { ProductRecord } from './types';

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'shop-products', action: 'edit' });
  return (
    <TopToolbar>
      {canAccess ? <EditButton /> : null}
      <ListButton />
    </TopToolbar>
  );
};

const ProductDetails = () => {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const flag = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <>
      <Section title={record.name}>
        <Details
          items={[
            { label: C.shop_name, value: record.shop_name },
            { label: SHOP_TEXTS.price, value: ntdText(record.price) },
            { label: SHOP_TEXTS.stock, value: record.quantity },
            { label: SHOP_TEXTS.isOrderable, value: flag(record.is_orderable) },
            { label: SHOP_TEXTS.isVisible, value: flag(record.is_visible) },
            { label: SHOP_TEXTS.note, value: record.note },
            { label: C.created_at, value: formatDateTime(record.created_at) },
          ]}
        />
      </Section>
      <Section title={SHOP_TEXTS.images}>
        <UploadImages ids={record.image_ids} label={SHOP_TEXTS.images} empty={C.noImages} />
      </Section>
    </>
  );
};

/** A product with its pictures. */
export const ProductShow = () => (
  <Show actions={<ShowActions />}>
    <ProductDetails />
  </Show>
);
