import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  BOUND_BANK_STATUS_LABELS,
  FIELD_LABELS,
  MEMBER_BANK_TEXTS,
  OPTIONS,
  TWO_FACTOR_TEXTS,
  memberBankSchema,
  updateBankSchema,
} from '@lendbridge/domain';
import type { UploadType } from '@lendbridge/domain';
import { continueTo, withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { useAlert } from '../../shared/AlertDialog';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { UploadField } from '../../shared/UploadField';
import { VerificationCodeButton } from '../../shared/VerificationCodeButton';
import { FormCard, FormSectionTitle } from '../../shared/layout/FormCard';
import { FormRadioGroup, FormSelect, FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { RegistrationStepper } from './RegistrationStepper';
import { changeBank, memberQueries, saveBank, sendMobileCode } from './member.api';
import type { BoundBankAccount } from './member.api';
import type { OptionFormat } from './useAttributeOptions';
import { twoFactorQueries } from './two-factor.api';
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
  /** The mobile code a change of the bound account needs (not sent when binding the first one). */
  code: string;
  /** The authenticator app's code, asked only of members who turned two-factor sign-in on. */
  totp_code: string;
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
  code: '',
  totp_code: '',
};

/** The two-factor code field, shown only when the member turned two-factor sign-in on. */
function TwoFactorCodeField<O>({ control }: { control: Control<BankValues, unknown, O> }) {
  const state = useQuery(twoFactorQueries.state());
  if (!state.data?.enabled) return null;
  return (
    <FormTextField
      control={control}
      name="totp_code"
      label={TWO_FACTOR_TEXTS.codeLabel}
      helperText={TWO_FACTOR_TEXTS.actionHint}
      autoComplete="one-time-code"
      numeric
    />
  );
}

/** Only the proof image of the chosen proof type is sent, and the code only with a change. */
const toChangePayload = ({ ...values }: BankValues) => ({
  ...values,
  bankbook_cover_image: values.proof_type === 'bankbook' ? values.bankbook_cover_image : '',
  atm_card_image: values.proof_type === 'atm_card' ? values.atm_card_image : '',
});

const toPayload = (values: BankValues) => {
  const { code: _code, ...payload } = toChangePayload(values);
  return payload;
};

type BankOptions = ReturnType<typeof useAttributeOptions>['options'];

/** The key the current bank is read under (one per member). */

/** Bank options read "code name". */
const bankLabel: OptionFormat = (value, label) => (label.startsWith(value) ? label : `${value} ${label}`);

function ImageUpload<O>({
  control,
  name,
  type,
  onBusyChange,
}: {
  control: Control<BankValues, unknown, O>;
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

/** The account, its proof image of the chosen type and the identity card images. */
function BankFields<O>({
  control,
  banks,
  onBusyChange,
}: {
  control: Control<BankValues, unknown, O>;
  banks: BankOptions;
  onBusyChange: (busy: boolean) => void;
}) {
  const proofType = useWatch({ control, name: 'proof_type' });
  return (
    <>
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
    </>
  );
}

/** The bound account as the member reads it: bank, masked number, review state and note. */
function CurrentBank({ bank }: { bank: BoundBankAccount }) {
  const rows: [string, string][] = [
    [FIELD_LABELS.bank_code, bank.bank_name ? `${bank.bank_code} ${bank.bank_name}` : bank.bank_code],
    [FIELD_LABELS.account, bank.account_masked],
    [MEMBER_BANK_TEXTS.status, BOUND_BANK_STATUS_LABELS[bank.status]],
  ];
  if (bank.review_note) rows.push([MEMBER_BANK_TEXTS.reviewNote, bank.review_note]);
  return (
    <Box component="section" aria-label={MEMBER_BANK_TEXTS.currentTitle}>
      <FormSectionTitle>{MEMBER_BANK_TEXTS.currentTitle}</FormSectionTitle>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0 }}>
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
    </Box>
  );
}

/** Sends the code to the account's own mobile number. */
const sendAccountMobileCode = async (): Promise<void> => {
  await sendMobileCode({ mobile: undefined });
};

/**
 * A member who had already bound an account when opening the page: the account and its review,
 * and a change of account confirmed with the code sent to the account's mobile.
 */
function BankChange({ banks }: { banks: BankOptions }) {
  const { showAlert } = useAlert();
  const read = useReportedQuery(memberQueries.bank(), { missingOn404: true });
  const load = loadStateOf(read);
  const reload = () => void read.refetch();
  const [uploads, setUploads] = useState(0);
  const { control, formState, leave, submitWith, reset } = useFormPage(updateBankSchema, {
    defaults: DEFAULTS,
    toPayload: toChangePayload,
  });
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  const onSubmit = submitWith(changeBank, () => {
    leave.release();
    reset(DEFAULTS);
    void showAlert({ title: MEMBER_BANK_TEXTS.changed });
    reload();
  });

  if (load.state === 'loading') return <PageLoading />;
  const bank = load.state === 'ready' ? load.data : null;

  return (
    <FormCard title={MEMBER_BANK_TEXTS.changeTitle} maxWidth="md" subtitle={MEMBER_BANK_TEXTS.changeHint}>
      <Stack spacing={3}>
        {bank !== null && <CurrentBank bank={bank} />}
        <Divider />
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
          <BankFields control={control} banks={banks} onBusyChange={onBusyChange} />
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField control={control} name="code" label={FIELD_LABELS.code} autoComplete="one-time-code" numeric />
            <VerificationCodeButton onSend={sendAccountMobileCode} />
          </Stack>
          <TwoFactorCodeField control={control} />
          <SubmitButton sending={formState.isSubmitting} disabled={uploads > 0}>
            {MEMBER_BANK_TEXTS.change}
          </SubmitButton>
        </Stack>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}

/** The first binding, a step of the registration: then the questionnaire (or where next leads). */
function BankBinding({ next, banks }: { next: string | null; banks: BankOptions }) {
  const { setStatus } = useUserStatus();
  const navigate = useNavigate();
  const [uploads, setUploads] = useState(0);
  const { control, formState, leave, submitWith } = useFormPage(memberBankSchema, {
    defaults: DEFAULTS,
    toPayload,
    releaseOnRedirect: true,
  });
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  const onSubmit = submitWith(saveBank, (result) => {
    leave.release();
    setStatus(result);
    navigate(result.isMemberCompletedQuestionnaire ? (next ?? '/') : continueTo('/member/risk-questionnaire', next), {
      replace: true,
    });
  });

  return (
    <FormCard title="綁定銀行帳戶" maxWidth="md" subtitle="借款撥款與投資收益將匯入此帳戶，帳戶名稱須與會員本人相同。">
      <RegistrationStepper active={2} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <BankFields control={control} banks={banks} onBusyChange={onBusyChange} />
        <TwoFactorCodeField control={control} />
        <SubmitButton sending={formState.isSubmitting} disabled={uploads > 0}>
          下一步
        </SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}

/**
 * /member/bank: the first binding for a member without an account; a member who has one (full
 * members included) sees it with its review and may change it, never being sent away.
 */
export function MemberBankPage() {
  const next = useNext();
  const { status } = useUserStatus();
  const registered = useProfileRegistered(true);
  const [hadBank] = useState(status.isMemberBankFilled);
  const { options: banks } = useAttributeOptions('bank.code', bankLabel);

  if (registered === null) return <PageLoading />;
  if (!registered) return <Navigate replace to={withNext('/member/register', next)} />;
  return hadBank ? <BankChange banks={banks} /> : <BankBinding next={next} banks={banks} />;
}
