import { Edit, ListButton, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { FarmInputs, farmForm } from './FarmInputs';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/** A farm's form (admins); a field with data cannot be removed (the server says so on the field). */
export const FarmEdit = () => (
  <Edit mutationMode="pessimistic" transform={farmForm.transform} actions={<EditActions />} redirect="show">
    <SimpleForm validate={farmForm.validate}>
      <FarmInputs />
    </SimpleForm>
  </Edit>
);
