import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, REDIRECT_DELAY_MS, resetPasswordSchema } from '@lendbridge/domain';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard, SuccessNote } from '../../shared/layout/FormCard';
import { SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { NewPasswordFields } from './NewPasswordFields';
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
  const [done, setDone] = useState(false);
  const { control, reset, formState, leave, submitWith } = useFormPage(resetPasswordSchema, {
    defaults: DEFAULTS,
    toPayload: (values) => ({ ...values, token }),
  });

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => navigate('/auth/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = submitWith(resetPassword, () => {
    reset(DEFAULTS);
    leave.release();
    setDone(true);
  });

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
      {done && <SuccessNote>{MESSAGES.updated}</SuccessNote>}
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <NewPasswordFields control={control} />
        <SubmitButton sending={formState.isSubmitting} disabled={done}>
          重設密碼
        </SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
