import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { FIELD_LABELS, MESSAGES, changePasswordSchema } from '@lendbridge/domain';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard, SuccessNote } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { NewPasswordFields } from './NewPasswordFields';
import { changePassword } from './auth.api';

interface ChangeValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

const DEFAULTS: ChangeValues = { old_password: '', password: '', password_confirmation: '' };

export function ChangePasswordPage() {
  const [changed, setChanged] = useState(false);
  const { control, reset, formState, leave, submitWith } = useFormPage(changePasswordSchema, {
    defaults: DEFAULTS,
    releaseOnRedirect: true,
  });

  const onSubmit = submitWith(
    (input) => {
      setChanged(false);
      return changePassword(input);
    },
    () => {
      reset(DEFAULTS);
      setChanged(true);
    },
  );

  return (
    <FormCard title="變更密碼">
      {changed && <SuccessNote>{MESSAGES.updated}</SuccessNote>}
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="old_password"
          label={FIELD_LABELS.old_password}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields control={control} />
        <SubmitButton sending={formState.isSubmitting}>變更密碼</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
