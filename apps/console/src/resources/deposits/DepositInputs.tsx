import { CONSOLE_DEPOSIT_TEXTS } from '@lendbridge/domain';
import { TextInput } from 'react-admin';

/** Who receives the deposit (member serial or virtual account), the whole NT$ amount and its reason. */
export const DepositInputs = () => (
  <>
    <TextInput source="member_serial" helperText={CONSOLE_DEPOSIT_TEXTS.targetHelp} />
    <TextInput source="virtual_account" />
    <TextInput source="amount" />
    <TextInput source="note" helperText={CONSOLE_DEPOSIT_TEXTS.noteHelp} multiline minRows={2} fullWidth />
  </>
);
