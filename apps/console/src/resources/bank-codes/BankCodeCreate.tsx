import { Create, SimpleForm, TextInput, required } from 'react-admin';
import { BankCodeNameInputs } from './BankCodeInputs';

export const BankCodeCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ is_active: true }}>
      <TextInput source="code" validate={required()} />
      <BankCodeNameInputs />
    </SimpleForm>
  </Create>
);
