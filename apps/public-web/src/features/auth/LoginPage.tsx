import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_LABELS, loginSchema } from '@lendbridge/domain';
import type { LoginInput } from '@lendbridge/domain';
import { safeNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { login } from './auth.api';

interface LoginValues {
  email: string;
  password: string;
}

const DEFAULTS: LoginValues = { email: '', password: '' };

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const { status, loading, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<LoginValues, unknown, LoginInput>({
    resolver: formResolver(loginSchema, (values) => (next === null ? values : { ...values, next })),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);
  const [done, setDone] = useState(false);

  const onSubmit = async (input: LoginInput) => {
    try {
      const result = await login(input);
      leave.release();
      setDone(true);
      setStatus(result);
      navigate(safeNext(result.next) ?? next ?? '/', { replace: true });
    } catch (error) {
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS) });
    }
  };

  if (!loading && status.loggedIn && !isSubmitting && !done) return <Navigate replace to={next ?? '/'} />;

  return (
    <FormCard title="會員登入">
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormTextField control={control} name="email" label={FIELD_LABELS.email} type="email" autoComplete="email" />
        <FormTextField
          control={control}
          name="password"
          label={FIELD_LABELS.password}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton sending={isSubmitting}>登入</SubmitButton>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/auth/forgot-password">
            忘記密碼？
          </Link>
          <Typography variant="body2">
            還不是會員？{' '}
            <Link component={RouterLink} to={next ? `/auth/register?next=${encodeURIComponent(next)}` : '/auth/register'}>
              立即註冊
            </Link>
          </Typography>
        </Stack>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
