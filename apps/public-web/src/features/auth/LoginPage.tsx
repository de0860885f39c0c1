import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { FIELD_LABELS, loginSchema } from '@lendbridge/domain';
import { safeNext, withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { login } from './auth.api';

interface LoginValues {
  email: string;
  password: string;
}

const DEFAULTS: LoginValues = { email: '', password: '' };

export function LoginPage() {
  const next = useNext();
  const { status, loading, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const { control, formState, leave, submitWith } = useFormPage(loginSchema, {
    defaults: DEFAULTS,
    toPayload: (values) => (next === null ? values : { ...values, next }),
  });
  const [done, setDone] = useState(false);

  const onSubmit = submitWith(login, (result) => {
    leave.release();
    setDone(true);
    setStatus(result);
    navigate(safeNext(result.next) ?? next ?? '/', { replace: true });
  });

  if (!loading && status.loggedIn && !formState.isSubmitting && !done) return <Navigate replace to={next ?? '/'} />;

  return (
    <FormCard title="會員登入">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <FormTextField control={control} name="email" label={FIELD_LABELS.email} type="email" autoComplete="email" />
        <FormTextField
          control={control}
          name="password"
          label={FIELD_LABELS.password}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton sending={formState.isSubmitting}>登入</SubmitButton>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/auth/forgot-password">
            忘記密碼？
          </Link>
          <Typography variant="body2">
            還不是會員？{' '}
            <Link component={RouterLink} to={withNext('/auth/register', next)}>
              立即註冊
            </Link>
          </Typography>
        </Stack>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
