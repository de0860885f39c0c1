import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_LABELS, MESSAGES, registerConfirmSchema } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { confirmRegistration } from './auth.api';

interface ConfirmValues {
  password: string;
}

const DEFAULTS: ConfirmValues = { password: '' };

/** /auth/register/confirm?token=…: the link e-mailed at registration; the password typed then creates the account. */
export function RegisterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const { setStatus } = useUserStatus();
  const { control, formState, leave, submitWith } = useFormPage(registerConfirmSchema, {
    defaults: DEFAULTS,
    toPayload: (values) => ({ ...values, token }),
  });

  const onSubmit = submitWith(confirmRegistration, (result) => {
    leave.release();
    setStatus(result);
    navigate('/member/basic', { replace: true });
  });

  const registerAgain = (
    <Link component={RouterLink} to="/auth/register">
      重新註冊
    </Link>
  );

  if (token === '') {
    return (
      <FormCard title={MESSAGES.registrationConfirmTitle}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {MESSAGES.registrationLinkInvalid}
        </Alert>
        {registerAgain}
      </FormCard>
    );
  }

  return (
    <FormCard title={MESSAGES.registrationConfirmTitle} subtitle={MESSAGES.registrationConfirmIntro}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="password"
          label={FIELD_LABELS.password}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton sending={formState.isSubmitting}>{MESSAGES.registrationConfirmSubmit}</SubmitButton>
        {registerAgain}
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
