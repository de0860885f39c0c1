import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  FIELD_LABELS,
  MESSAGES,
  OPTIONS,
  REFERRAL_LINK_PARAM,
  REFERRAL_TEXTS,
  referralSerialOf,
  registerSchema,
  registrationSentText,
} from '@lendbridge/domain';
import type { RegisterInput } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { EmailSuggestInput } from '../../shared/EmailSuggestInput';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormCheckbox, FormRadioGroup, FormTextField, SubmitButton, fieldInputProps } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { NewPasswordFields } from './NewPasswordFields';
import { register } from './auth.api';

interface RegisterValues {
  email: string;
  email_confirmation: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  member_type: string;
  intent: string;
  agree_policy: boolean;
  /** The referrer's serial, from a referral link (?mgm=). */
  mgm_serial: string;
}

const DEFAULTS: RegisterValues = {
  email: '',
  email_confirmation: '',
  mobile: '',
  password: '',
  password_confirmation: '',
  member_type: 'person',
  intent: '',
  agree_policy: false,
  mgm_serial: '',
};

function EmailField({
  control,
  name,
  label,
}: {
  control: Control<RegisterValues, unknown, RegisterInput>;
  name: 'email' | 'email_confirmation';
  label: string;
}) {
  const controller = useController({ control, name });
  return (
    <EmailSuggestInput
      label={label}
      {...fieldInputProps(controller)}
      value={controller.field.value}
      onChange={controller.field.onChange}
      autoComplete={name === 'email' ? 'email' : 'off'}
    />
  );
}

export function RegisterPage() {
  const { status, loading } = useUserStatus();
  const next = useNext();
  const [searchParams] = useSearchParams();
  const [referrer] = useState(() => referralSerialOf(searchParams.get(REFERRAL_LINK_PARAM)));
  const { control, formState, leave, submitWith } = useFormPage(registerSchema, {
    defaults: referrer === null ? DEFAULTS : { ...DEFAULTS, mgm_serial: referrer },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = submitWith(register, (_result, input) => {
    leave.release();
    setSentTo(input.email);
  });

  if (!loading && status.loggedIn && !formState.isSubmitting) return <Navigate replace to={next ?? '/'} />;

  if (sentTo !== null) {
    return (
      <FormCard title={MESSAGES.registrationSentTitle}>
        <Typography>{registrationSentText(sentTo)}</Typography>
      </FormCard>
    );
  }

  return (
    <FormCard title="註冊會員" subtitle="建立信橋 LendBridge 帳號，完成後接著填寫會員基本資料。">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <EmailField control={control} name="email" label={FIELD_LABELS.email} />
        <EmailField control={control} name="email_confirmation" label={FIELD_LABELS.email_confirmation} />
        <FormTextField
          control={control}
          name="mobile"
          label={FIELD_LABELS.mobile}
          type="tel"
          autoComplete="tel"
          placeholder="09xxxxxxxx"
        />
        <NewPasswordFields control={control} />
        {referrer !== null && (
          <FormTextField control={control} name="mgm_serial" label={REFERRAL_TEXTS.referrerLabel} helperText={REFERRAL_TEXTS.referrerHint} />
        )}
        <FormRadioGroup control={control} name="member_type" label={FIELD_LABELS.member_type} options={OPTIONS.member_type} />
        <FormRadioGroup control={control} name="intent" label={FIELD_LABELS.intent} options={OPTIONS.intent} />
        <FormCheckbox
          control={control}
          name="agree_policy"
          label={<Typography variant="body2">我已詳閱並同意服務條款與隱私權政策</Typography>}
        />
        <SubmitButton sending={formState.isSubmitting}>註冊</SubmitButton>
        <Typography variant="body2">
          已經是會員？{' '}
          <Link component={RouterLink} to="/auth/login">
            登入
          </Link>
        </Typography>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
