import { CONSOLE_CAMPAIGN_TEXTS, ntdText } from '@lendbridge/domain';
import { Card, CardContent } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import type { CampaignRow } from './types';

const C = CONSOLE_CAMPAIGN_TEXTS;

/** The campaign's cashback budget: set aside, paid out, and what is left. */
export const CampaignBudget = () => {
  const record = useRecordContext<CampaignRow>();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 240, alignSelf: 'flex-start' }}>
      <CardContent>
        <Section title={C.budgetTitle}>
          <Details
            items={[
              { label: C.budget, value: ntdText(record.budget) },
              { label: C.spent, value: ntdText(record.spent) },
              { label: C.remaining, value: ntdText(record.remaining) },
            ]}
          />
        </Section>
      </CardContent>
    </Card>
  );
};
