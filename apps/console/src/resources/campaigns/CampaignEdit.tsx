import { Box } from '@mui/material';
import { Edit, ListButton, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { HistoryButton } from '../campaign-audit/HistoryButton';
import { CampaignBudget } from './CampaignBudget';
import { CampaignInputs, campaignForm } from './CampaignInputs';
import { CampaignPrizes } from './CampaignPrizes';
import { GrantTicketsButton } from './GrantTicketsButton';

const EditActions = () => (
  <TopToolbar>
    <GrantTicketsButton />
    <HistoryButton target="campaign" />
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/**
 * A campaign's form (admins), saved once the server answers: a new budget moves the difference
 * between the bank and the marketing account. Beside it the budget, below it the prizes and the
 * chart of the wheel.
 */
export const CampaignEdit = () => (
  <Edit mutationMode="pessimistic" transform={campaignForm.transform} actions={<EditActions />} aside={<CampaignBudget />} redirect={false}>
    <SimpleForm validate={campaignForm.validate}>
      <CampaignInputs />
    </SimpleForm>
    <Box sx={{ px: 2 }}>
      <CampaignPrizes />
    </Box>
  </Edit>
);
