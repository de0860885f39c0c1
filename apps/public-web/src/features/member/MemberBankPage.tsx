import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useController, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { FIELD_LABELS, OPTIONS, memberBankSchema } from '@lendbridge/domain';
import type { MemberBankInput, UploadType } from '@lendbridge/domain';
import { continueTo, withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { UploadField } from '../../shared/UploadField';
import { FormCard, FormSectionTitle } from '../../shared/layout/FormCard';
import { FormRadioGroup, FormSelect, FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { RegistrationStepper } from './RegistrationStepper';
import { afterIdentity } from './flow';
import { saveBank } from './member.api';
import type { OptionFormat } from './useAttributeOptions';
import { useAttributeOptions } from './useAttributeOptions';
import { useProfileRegistered } from './useProfileRegistered';

interface BankValues {
  bank_code: string;
  branch_code: string;
  account: string;
  account_confirmation: string;
  proof_type: string;
  bankbook_cover_image: string;
  atm_card_image: string;
  id_card_front_image: string;
  id_card_back_image: string;
}

type ImageField = 'bankbook_cover_image' | 'atm_card_image' | 'id_card_front_image' | 'id_card_back_image';

const DEFAULTS: BankValues = {
  bank_code: '',
  branch_code: '',
  account: '',
  account_confirmation: '',
  proof_type: 'bankbook',
  bankbook_cover_image: '',
  atm_card_image: '',
  id_card_front_image: '',
  id_card_back_image: '',
};

/** Only the proof image of the chosen proof type is sent. */
const toPayload = (values: BankValues) => ({
  ...values,
  bankbook_cover_image: values.proof_type === 'bankbook' ? values.bankbook_cover_image : '',
  atm_card_image: values.proof_type === 'atm_card' ? values.atm_card_image : '',
});

/** Bank options read "code name". */
const bankLabel: OptionFormat = (value, label) => (label.startsWith(value) ? label : `${value} ${label}`);

function ImageUpload({
  control,
  name,
  type,
  onBusyChange,
}: {
  control: Control<BankValues, unknown, MemberBankInput>;
  name: ImageField;
  type: UploadType;
  onBusyChange: (busy: boolean) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UploadField
      label={FIELD_LABELS[name]}
      name={field.name}
      type={type}
      value={field.value === '' ? [] : [field.value]}
      onChange={(ids) => {
        field.onChange(ids[0] ?? '');
        field.onBlur();
      }}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      onBusyChange={onBusyChange}
    />
  );
}

export function MemberBankPage() {
  const next = useNext();
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const registered = useProfileRegistered(true);
  const [uploads, setUploads] = useState(0);
  const [done, setDone] = useState(false);
  const { options: banks } = useAttributeOptions('bank.code', bankLabel);
  const { control, formState, leave, submitWith } = useFormPage(memberBankSchema, {
    defaults: DEFAULTS,
    toPayload,
    releaseOnRedirect: true,
  });
  const proofType = useWatch({ control, name: 'proof_type' });
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  const onSubmit = submitWith(saveBank, (result) => {
    leave.release();
    setDone(true);
    setStatus(result);
    navigate(result.isMemberCompletedQuestionnaire ? (next ?? '/') : continueTo('/member/risk-questionnaire', next), {
      replace: true,
    });
  });

  if (registered === null) return <PageLoading />;
  if (!registered) return <Navigate replace to={withNext('/member/register', next)} />;
  if (status.isMemberBankFilled && !done) return <Navigate replace to={afterIdentity(status, next)} />;

  return (
    <FormCard title="綁定銀行帳戶" maxWidth="md" subtitle="借款撥款與投資收益將匯入此帳戶，帳戶名稱須與會員本人相同。">
      <RegistrationStepper active={2} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormSelect control={control} name="bank_code" label={FIELD_LABELS.bank_code} options={banks} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={control} name="branch_code" label={`${FIELD_LABELS.branch_code}（選填）`} numeric />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="account" label={FIELD_LABELS.account} autoComplete="off" numeric />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="account_confirmation"
              label={FIELD_LABELS.account_confirmation}
              autoComplete="off"
              numeric
            />
          </Grid>
        </Grid>
        <Divider />
        <FormRadioGroup control={control} name="proof_type" label={FIELD_LABELS.proof_type} options={OPTIONS.proof_type} />
        {proofType === 'atm_card' ? (
          <ImageUpload key="atm_card" control={control} name="atm_card_image" type="atm_card" onBusyChange={onBusyChange} />
        ) : (
          <ImageUpload
            key="bankbook_cover"
            control={control}
            name="bankbook_cover_image"
            type="bankbook_cover"
            onBusyChange={onBusyChange}
          />
        )}
        <Divider />
        <FormSectionTitle>身分證明文件</FormSectionTitle>
        <ImageUpload control={control} name="id_card_front_image" type="id_card_front" onBusyChange={onBusyChange} />
        <ImageUpload control={control} name="id_card_back_image" type="id_card_back" onBusyChange={onBusyChange} />
        <SubmitButton sending={formState.isSubmitting} disabled={uploads > 0}>
          下一步
        </SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
