import { Edit, SimpleForm, TextInput } from 'react-admin';
import { campaignOfPrize } from './PrizeCreate';
import { PrizeInputs, prizeUpdateForm } from './PrizeInputs';

/** A prize's form (admins): its campaign stays; a stock below what was given is refused on the stock. */
export const PrizeEdit = () => (
  <Edit mutationMode="pessimistic" transform={prizeUpdateForm.transform} redirect={campaignOfPrize}>
    <SimpleForm validate={prizeUpdateForm.validate}>
      <TextInput source="campaign_title" disabled />
      <PrizeInputs />
    </SimpleForm>
  </Edit>
);
