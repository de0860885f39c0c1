import { CONSOLE_CAMPAIGN_TEXTS as C, formatDateTime, ntdText } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { EditButton, ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import { HistoryButton } from '../campaign-audit/HistoryButton';
import { CampaignPrizes } from './CampaignPrizes';
import { GrantTicketsButton } from './GrantTicketsButton';
import type { CampaignRow } from './types';

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'campaigns', action: 'edit' });
  return (
    <TopToolbar>
      <GrantTicketsButton />
      <HistoryButton target="campaign" />
      {canAccess ? <EditButton /> : null}
      <ListButton />
    </TopToolbar>
  );
};

const CampaignDetails = () => {
  const record = useRecordContext<CampaignRow>();
  const translate = useTranslate();
  if (!record) return null;
  const yesNo = (value: boolean | undefined) => (value === undefined ? '' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false'));
  return (
    <>
      <Section title={C.name}>
        <Details
          items={[
            { label: C.key, value: record.key },
            { label: C.title, value: record.title },
            { label: C.kind, value: record.kind_label },
            { label: C.state, value: record.state_label },
            { label: C.starts_at, value: formatDateTime(record.starts_at) },
            { label: C.ends_at, value: formatDateTime(record.ends_at) },
            { label: C.audience, value: record.audience_label },
            { label: C.enabled, value: yesNo(record.enabled) },
            { label: C.description, value: record.description },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
      <Section title={C.budgetTitle}>
        <Details
          items={[
            { label: C.budget, value: ntdText(record.budget) },
            { label: C.spent, value: ntdText(record.spent) },
            { label: C.remaining, value: ntdText(record.remaining) },
          ]}
        />
      </Section>
      <Section title={C.settings}>
        <Details
          items={[
            { label: C.ad_image, value: record.settings.ad_image },
            { label: C.ad_href, value: record.settings.ad_href },
            { label: C.ad_show_countdown, value: yesNo(record.settings.ad_show_countdown) },
            { label: C.redirect_path, value: record.settings.redirect_path },
          ]}
        />
      </Section>
    </>
  );
};

/** A campaign for those who read it (sales) and from its list: details, budget, settings, prizes and the wheel. */
export const CampaignShow = () => (
  <Show actions={<ShowActions />}>
    <Box sx={{ px: 2 }}>
      <CampaignDetails />
      <CampaignPrizes />
    </Box>
  </Show>
);
