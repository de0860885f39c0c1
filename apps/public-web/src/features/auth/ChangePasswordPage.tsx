import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FIELD_LABELS, MESSAGES, changePasswordSchema } from '@lendbridge/domain';
import type { ChangePasswordInput } from '@lendbridge/domain';
import { useErrorHandler } from '../../app/useErrorHandler';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { changePassword } from './auth.api';

interface ChangeValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

const DEFAULTS: ChangeValues = { old_password: '', password: '', password_confirmation: '' };

export function ChangePasswordPage() {
  const handleError = useErrorHandler();
  const [changed, setChanged] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<ChangeValues, unknown, ChangePasswordInput>({
    resolver: formResolver(changePasswordSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);

  const onSubmit = async (input: ChangePasswordInput) => {
    setChanged(false);
    try {
      await changePassword(input);
      reset(DEFAULTS);
      setChanged(true);
    } catch (error) {
      handleError(error, {
        onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS),
        beforeRedirect: leave.release,
      });
    }
  };

  return (
    <FormCard title="變更密碼">
      {changed && (
        <Alert severity="success" sx={{ mb: 2.5 }}>
          {MESSAGES.updated}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormTextField
          control={control}
          name="old_password"
          label={FIELD_LABELS.old_password}
          type="password"
          autoComplete="current-password"
        />
        <FormTextField control={control} name="password" label={FIELD_LABELS.password} type="password" autoComplete="new-password" />
        <FormTextField
          control={control}
          name="password_confirmation"
          label={FIELD_LABELS.password_confirmation}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton sending={isSubmitting}>變更密碼</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
