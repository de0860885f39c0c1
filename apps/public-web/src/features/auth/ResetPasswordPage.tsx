import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_LABELS, MESSAGES, REDIRECT_DELAY_MS, resetPasswordSchema } from '@lendbridge/domain';
import type { ResetPasswordInput } from '@lendbridge/domain';
import { useErrorHandler } from '../../app/useErrorHandler';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { resetPassword } from './auth.api';

interface ResetValues {
  password: string;
  password_confirmation: string;
}

const DEFAULTS: ResetValues = { password: '', password_confirmation: '' };

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const [done, setDone] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<ResetValues, unknown, ResetPasswordInput>({
    resolver: formResolver(resetPasswordSchema, (values) => ({ ...values, token })),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => navigate('/auth/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (input: ResetPasswordInput) => {
    try {
      await resetPassword(input);
      reset(DEFAULTS);
      leave.release();
      setDone(true);
    } catch (error) {
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS) });
    }
  };

  if (token === '') {
    return (
      <FormCard title="重設密碼">
        <Alert severity="error" sx={{ mb: 2 }}>
          {MESSAGES.resetTokenInvalid}
        </Alert>
        <Link component={RouterLink} to="/auth/forgot-password">
          重新申請重設密碼連結
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard title="重設密碼">
      {done && (
        <Alert severity="success" sx={{ mb: 2.5 }}>
          {MESSAGES.updated}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormTextField control={control} name="password" label={FIELD_LABELS.password} type="password" autoComplete="new-password" />
        <FormTextField
          control={control}
          name="password_confirmation"
          label={FIELD_LABELS.password_confirmation}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton sending={isSubmitting} disabled={done}>
          重設密碼
        </SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
