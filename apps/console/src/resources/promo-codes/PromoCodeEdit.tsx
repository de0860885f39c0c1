import { Box } from '@mui/material';
import { Edit, ListButton, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { HistoryButton } from '../campaign-audit/HistoryButton';
import { PromoCodeInputs, promoCodeForm } from './PromoCodeInputs';
import { PromoCodeUses } from './PromoCodeUses';

const EditActions = () => (
  <TopToolbar>
    <HistoryButton target="promo_code" />
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/** A promo code's form (admins), saved once the server answers; its uses below. */
export const PromoCodeEdit = () => (
  <Edit mutationMode="pessimistic" transform={promoCodeForm.transform} actions={<EditActions />} redirect={false}>
    <SimpleForm validate={promoCodeForm.validate}>
      <PromoCodeInputs />
    </SimpleForm>
    <Box sx={{ px: 2 }}>
      <PromoCodeUses />
    </Box>
  </Edit>
);
