import { BooleanInput, TextInput, required } from 'react-admin';

export const BankCodeNameInputs = () => (
  <>
    <TextInput source="name" validate={required()} fullWidth />
    <BooleanInput source="is_active" />
  </>
);
