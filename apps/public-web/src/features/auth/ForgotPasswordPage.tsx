import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { FIELD_LABELS, forgotPasswordSchema } from '@lendbridge/domain';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard, SuccessNote } from '../../shared/layout/FormCard';
import { FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { forgotPassword } from './auth.api';

interface ForgotValues {
  email: string;
}

const DEFAULTS: ForgotValues = { email: '' };

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, reset, formState, leave, submitWith } = useFormPage(forgotPasswordSchema, { defaults: DEFAULTS });

  const onSubmit = submitWith(forgotPassword, (_result, input) => {
    reset(DEFAULTS);
    setSentTo(input.email);
  });

  return (
    <FormCard title="忘記密碼" subtitle="請輸入註冊時使用的 Email，我們會寄送重設密碼連結給您。">
      {sentTo !== null && (
        <SuccessNote>若 {sentTo} 是已註冊的帳號，重設密碼連結已寄出，請至信箱收信。</SuccessNote>
      )}
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <FormTextField control={control} name="email" label={FIELD_LABELS.email} type="email" autoComplete="email" />
        <SubmitButton sending={formState.isSubmitting}>寄送重設密碼連結</SubmitButton>
        <Link component={RouterLink} to="/auth/login">
          返回登入
        </Link>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
