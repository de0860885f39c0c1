import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FIELD_LABELS, forgotPasswordSchema } from '@lendbridge/domain';
import type { ForgotPasswordInput } from '@lendbridge/domain';
import { useErrorHandler } from '../../app/useErrorHandler';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { forgotPassword } from './auth.api';

interface ForgotValues {
  email: string;
}

const DEFAULTS: ForgotValues = { email: '' };

export function ForgotPasswordPage() {
  const handleError = useErrorHandler();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<ForgotValues, unknown, ForgotPasswordInput>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);

  const onSubmit = async (input: ForgotPasswordInput) => {
    try {
      await forgotPassword(input);
      reset(DEFAULTS);
      setSentTo(input.email);
    } catch (error) {
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS) });
    }
  };

  return (
    <FormCard title="忘記密碼" subtitle="請輸入註冊時使用的 Email，我們會寄送重設密碼連結給您。">
      {sentTo !== null && (
        <Alert severity="success" sx={{ mb: 2.5 }}>
          若 {sentTo} 是已註冊的帳號，重設密碼連結已寄出，請至信箱收信。
        </Alert>
      )}
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormTextField control={control} name="email" label={FIELD_LABELS.email} type="email" autoComplete="email" />
        <SubmitButton sending={isSubmitting}>寄送重設密碼連結</SubmitButton>
        <Link component={RouterLink} to="/auth/login">
          返回登入
        </Link>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
