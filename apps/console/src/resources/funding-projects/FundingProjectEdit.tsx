import { Edit, ListButton, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { FundingProjectInputs, fundingProjectForm } from './FundingProjectInputs';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/** A funding project's form (admins), saved once the server answers (audited). */
export const FundingProjectEdit = () => (
  <Edit mutationMode="pessimistic" transform={fundingProjectForm.transform} actions={<EditActions />} redirect={false}>
    <SimpleForm validate={fundingProjectForm.validate}>
      <FundingProjectInputs />
    </SimpleForm>
  </Edit>
);
