import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import {
  FIELD_LABELS,
  MESSAGES,
  OPTIONS,
  TWO_FACTOR_TEXTS,
  optionLabel,
  updateProfileSchema,
  updateSocialSchema,
  verifyMobileCodeSchema,
  verifyMobileSchema,
} from '@lendbridge/domain';
import type { VerifyMobileCodeInput } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { FormSectionTitle, SuccessNote } from '../../shared/layout/FormCard';
import { VerificationCodeButton } from '../../shared/VerificationCodeButton';
import { FormSelect, FormTextField, SubmitButton } from '../../shared/form';
import { useSchemaForm } from '../../shared/useFormPage';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';
import type { AddressValues } from './AddressFields';
import { memberQueries, sendMobileCode, updateProfile, updateSocial, verifyMobileCode } from './member.api';
import type { MemberProfile } from './member.api';
import { useAttributeOptions } from './useAttributeOptions';
import { TwoFactorSection } from './TwoFactorSection';

interface ProfileValues {
  address: AddressValues;
  phone_code: string;
  phone_number: string;
  safe_question_type: string;
  safe_question_other: string;
  safe_question_answer: string;
  password: string;
}

const PROFILE_DEFAULTS: ProfileValues = {
  address: EMPTY_ADDRESS,
  phone_code: '',
  phone_number: '',
  safe_question_type: '',
  safe_question_other: '',
  safe_question_answer: '',
  password: '',
};

/** An untouched address block is left out; the custom question only goes with "other". */
const toProfilePayload = (values: ProfileValues) => {
  const { address, ...rest } = values;
  const payload = {
    ...rest,
    safe_question_other: values.safe_question_type === 'other' ? values.safe_question_other : '',
  };
  return Object.values(address).some((part) => part.trim() !== '') ? { ...payload, address } : payload;
};

interface SocialValues {
  contact_line: string;
  contact_skype: string;
}

const SOCIAL_DEFAULTS: SocialValues = { contact_line: '', contact_skype: '' };

interface MobileValues {
  mobile: string;
  code: string;
}

const MOBILE_DEFAULTS: MobileValues = { mobile: '', code: '' };

const formatAddress = (address: AddressValues | null): string =>
  address === null ? '—' : `${address.zip_code} ${address.city}${address.district}${address.address}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }} component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Summary({ profile }: { profile: MemberProfile }) {
  const rows: [string, string][] = [
    [FIELD_LABELS.resident_id, profile.resident_id ?? '—'],
    [FIELD_LABELS.registered_address, formatAddress(profile.registered_address)],
    [FIELD_LABELS.current_address, formatAddress(profile.current_address ?? profile.registered_address)],
    [
      '市內電話',
      profile.phone_code !== null && profile.phone_number !== null ? `(${profile.phone_code}) ${profile.phone_number}` : '—',
    ],
    [FIELD_LABELS.safe_question_type, optionLabel('safe_question_type', profile.safe_question_type) ?? '—'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0, mb: 3 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CodeField({ control }: { control: Control<MobileValues, unknown, VerifyMobileCodeInput> }) {
  const { field } = useController({ control, name: 'mobile' });
  const { showAlert } = useAlert();
  const send = async (): Promise<boolean> => {
    const parsed = verifyMobileSchema.safeParse({ mobile: field.value });
    if (field.value.trim() === '' || !parsed.success) {
      void showAlert({ title: MESSAGES.mobileSendTitle, text: MESSAGES.mobileSendText });
      return false;
    }
    await sendMobileCode(parsed.data);
    return true;
  };
  return <VerificationCodeButton onSend={send} />;
}

export function ProfilePage() {
  const { status } = useUserStatus();
  const [profile, setProfile] = useState<MemberProfile | null | undefined>(undefined);
  const [profileSaved, setProfileSaved] = useState(false);
  const [socialSaved, setSocialSaved] = useState(false);
  const [mobileVerified, setMobileVerified] = useState(false);
  const { options: cities } = useAttributeOptions('address.city');

  const profileForm = useSchemaForm(updateProfileSchema, { defaults: PROFILE_DEFAULTS, toPayload: toProfilePayload });
  const socialForm = useSchemaForm(updateSocialSchema, { defaults: SOCIAL_DEFAULTS });
  const mobileForm = useSchemaForm(verifyMobileCodeSchema, { defaults: MOBILE_DEFAULTS });
  const questionType = useWatch({ control: profileForm.control, name: 'safe_question_type' });
  const sending =
    profileForm.formState.isSubmitting || socialForm.formState.isSubmitting || mobileForm.formState.isSubmitting;
  const dirty = profileForm.formState.isDirty || socialForm.formState.isDirty || mobileForm.formState.isDirty;
  const leave = useLeaveConfirm(dirty && !sending);
  const resetSocial = socialForm.reset;

  const read = useReportedQuery(memberQueries.profile());
  const loaded = read.data;
  const unreadable = read.isError;
  useEffect(() => {
    if (loaded === undefined) return;
    setProfile(loaded);
    resetSocial({ contact_line: loaded?.contact_line ?? '', contact_skype: loaded?.contact_skype ?? '' });
  }, [loaded, resetSocial]);
  useEffect(() => {
    if (unreadable) setProfile(null);
  }, [unreadable]);

  const saveProfile = profileForm.submitWith(
    (input) => {
      setProfileSaved(false);
      return updateProfile(input);
    },
    (updated) => {
      setProfile(updated);
      profileForm.reset(PROFILE_DEFAULTS);
      setProfileSaved(true);
    },
    leave.release,
  );

  const saveSocial = socialForm.submitWith(
    (input) => {
      setSocialSaved(false);
      return updateSocial(input);
    },
    (updated) => {
      socialForm.reset({ contact_line: updated.contact_line ?? '', contact_skype: updated.contact_skype ?? '' });
      setSocialSaved(true);
    },
    leave.release,
  );

  const verifyMobile = mobileForm.submitWith(
    (input) => {
      setMobileVerified(false);
      return verifyMobileCode(input);
    },
    () => {
      mobileForm.reset(MOBILE_DEFAULTS);
      setMobileVerified(true);
    },
    leave.release,
  );

  if (profile === undefined) return <PageLoading />;

  return (
    <Container maxWidth="md">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        會員資料
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {status.email}
        {status.memberSerial !== null && `（會員編號 ${status.memberSerial}）`}
      </Typography>
      <Stack spacing={3}>
        <Section title="個人資料">
          {profile !== null && <Summary profile={profile} />}
          {profileSaved && <SuccessNote>{MESSAGES.updated}</SuccessNote>}
          <Stack component="form" noValidate spacing={2.5} onSubmit={saveProfile}>
            <Typography color="text.secondary" variant="body2">
              只需填寫要變更的項目；地址、電話與安全提示問題各自須填寫完整。
            </Typography>
            <FormSectionTitle component="h3">{FIELD_LABELS.current_address}</FormSectionTitle>
            <AddressFields control={profileForm.control} prefix="address" cities={cities} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 4, sm: 3 }}>
                <FormTextField control={profileForm.control} name="phone_code" label={FIELD_LABELS.phone_code} />
              </Grid>
              <Grid size={{ xs: 8, sm: 5 }}>
                <FormTextField control={profileForm.control} name="phone_number" label={FIELD_LABELS.phone_number} />
              </Grid>
            </Grid>
            <FormSelect
              control={profileForm.control}
              name="safe_question_type"
              label={FIELD_LABELS.safe_question_type}
              options={OPTIONS.safe_question_type}
            />
            {questionType === 'other' && (
              <FormTextField control={profileForm.control} name="safe_question_other" label={FIELD_LABELS.safe_question_other} />
            )}
            <FormTextField control={profileForm.control} name="safe_question_answer" label={FIELD_LABELS.safe_question_answer} />
            <FormTextField
              control={profileForm.control}
              name="password"
              label={FIELD_LABELS.password}
              type="password"
              autoComplete="current-password"
            />
            <SubmitButton sending={profileForm.formState.isSubmitting}>更新個人資料</SubmitButton>
          </Stack>
        </Section>

        <Section title="聯絡方式">
          {socialSaved && <SuccessNote>{MESSAGES.updated}</SuccessNote>}
          <Stack component="form" noValidate spacing={2.5} onSubmit={saveSocial}>
            <FormTextField control={socialForm.control} name="contact_line" label={FIELD_LABELS.contact_line} />
            <FormTextField control={socialForm.control} name="contact_skype" label={FIELD_LABELS.contact_skype} />
            <SubmitButton sending={socialForm.formState.isSubmitting}>更新聯絡方式</SubmitButton>
          </Stack>
        </Section>

        <Section title="手機驗證">
          {mobileVerified && <SuccessNote>{MESSAGES.alreadyVerified}</SuccessNote>}
          <Stack component="form" noValidate spacing={2.5} onSubmit={verifyMobile}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormTextField
                control={mobileForm.control}
                name="mobile"
                label={FIELD_LABELS.mobile}
                type="tel"
                autoComplete="tel"
                placeholder="09xxxxxxxx"
              />
              <Box sx={{ pt: { sm: 1 } }}>
                <CodeField control={mobileForm.control} />
              </Box>
            </Stack>
            <FormTextField
              control={mobileForm.control}
              name="code"
              label={FIELD_LABELS.code}
              autoComplete="one-time-code"
              numeric
            />
            <SubmitButton sending={mobileForm.formState.isSubmitting}>驗證手機號碼</SubmitButton>
          </Stack>
        </Section>

        <Section title={TWO_FACTOR_TEXTS.sectionTitle}>
          <TwoFactorSection />
        </Section>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </Container>
  );
}
