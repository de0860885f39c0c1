import { Edit, SimpleForm, TextInput } from 'react-admin';
import { BankCodeNameInputs } from './BankCodeInputs';

export const BankCodeEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="code" disabled />
      <BankCodeNameInputs />
    </SimpleForm>
  </Edit>
);
