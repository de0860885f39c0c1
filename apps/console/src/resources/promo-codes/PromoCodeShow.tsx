import { CONSOLE_PROMO_CODE_TEXTS as PC, formatDateTime, ntdText } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { EditButton, ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import { HistoryButton } from '../campaign-audit/HistoryButton';
import { PromoCodeUses } from './PromoCodeUses';
import type { PromoCodeRow } from './types';

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'promo-codes', action: 'edit' });
  return (
    <TopToolbar>
      <HistoryButton target="promo_code" />
      {canAccess ? <EditButton /> : null}
      <ListButton />
    </TopToolbar>
  );
};

const PromoCodeDetails = () => {
  const record = useRecordContext<PromoCodeRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Section title={PC.name}>
      <Details
        items={[
          { label: PC.code, value: record.code },
          { label: PC.kind, value: record.kind_label },
          { label: PC.discount_percent, value: record.discount_percent === null ? '' : `${record.discount_percent}%` },
          { label: PC.cashback_amount, value: record.cashback_amount === null ? '' : ntdText(record.cashback_amount) },
          { label: PC.campaign_title, value: record.campaign_title },
          { label: PC.owner_serial, value: record.owner_serial },
          { label: PC.expires_at, value: formatDateTime(record.expires_at) },
          { label: PC.uses, value: `${record.uses} / ${record.max_uses}` },
          { label: PC.min_order_amount, value: ntdText(record.min_order_amount) },
          { label: PC.enabled, value: translate(record.enabled ? 'ra.boolean.true' : 'ra.boolean.false') },
          { label: PC.created_by_email, value: record.created_by_email },
          { label: PC.created_at, value: formatDateTime(record.created_at) },
        ]}
      />
    </Section>
  );
};

/** A promo code for those who read it (sales) and from its list: its terms and its uses. */
export const PromoCodeShow = () => (
  <Show actions={<ShowActions />}>
    <Box sx={{ px: 2 }}>
      <PromoCodeDetails />
      <PromoCodeUses />
    </Box>
  </Show>
);
