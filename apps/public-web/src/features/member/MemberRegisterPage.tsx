import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { FIELD_LABELS, OPTIONS, memberProfileSchema } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { FormCard, FormSectionTitle } from '../../shared/layout/FormCard';
import { FormCheckbox, FormSelect, FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';
import type { AddressValues } from './AddressFields';
import { RegistrationStepper } from './RegistrationStepper';
import { afterIdentity } from './flow';
import { saveProfile } from './member.api';
import { useAttributeOptions } from './useAttributeOptions';
import { useProfileRegistered } from './useProfileRegistered';

interface ProfileValues {
  resident_id: string;
  marriage_status: string;
  children_count: string;
  house_type: string;
  registered_address: AddressValues;
  same_as_registered: boolean;
  current_address: AddressValues;
  phone_code: string;
  phone_number: string;
}

const DEFAULTS: ProfileValues = {
  resident_id: '',
  marriage_status: '',
  children_count: '',
  house_type: '',
  registered_address: EMPTY_ADDRESS,
  same_as_registered: false,
  current_address: EMPTY_ADDRESS,
  phone_code: '',
  phone_number: '',
};

/** With "same as registered" the current address is left out. */
const toPayload = (values: ProfileValues) => {
  const { current_address, ...rest } = values;
  return values.same_as_registered ? rest : { ...rest, current_address };
};

export function MemberRegisterPage() {
  const next = useNext();
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const registered = useProfileRegistered(false);
  const { options: cities } = useAttributeOptions('address.city');
  const { control, formState, leave, submitWith } = useFormPage(memberProfileSchema, {
    defaults: DEFAULTS,
    toPayload,
    releaseOnRedirect: true,
  });
  const sameAsRegistered = useWatch({ control, name: 'same_as_registered' });

  const onSubmit = submitWith(saveProfile, (result) => {
    leave.release();
    setStatus(result);
    navigate(afterIdentity(result, next), { replace: true });
  });

  if (registered === null) return <PageLoading />;
  if (registered) return <Navigate replace to={afterIdentity(status, next)} />;

  return (
    <FormCard title="交易會員資料" maxWidth="md" subtitle="成為交易會員後即可借款或投資，資料僅用於身分驗證。">
      <RegistrationStepper active={1} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="resident_id" label={FIELD_LABELS.resident_id} autoComplete="off" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect control={control} name="marriage_status" label={FIELD_LABELS.marriage_status} options={OPTIONS.marriage_status} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect control={control} name="children_count" label={FIELD_LABELS.children_count} options={OPTIONS.children_count} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect control={control} name="house_type" label={FIELD_LABELS.house_type} options={OPTIONS.house_type} />
          </Grid>
        </Grid>
        <Divider />
        <FormSectionTitle>{FIELD_LABELS.registered_address}</FormSectionTitle>
        <AddressFields control={control} prefix="registered_address" cities={cities} />
        <Divider />
        <FormSectionTitle>{FIELD_LABELS.current_address}</FormSectionTitle>
        <FormCheckbox control={control} name="same_as_registered" label={FIELD_LABELS.same_as_registered} />
        {!sameAsRegistered && <AddressFields control={control} prefix="current_address" cities={cities} />}
        <Divider />
        <FormSectionTitle>市內電話（選填）</FormSectionTitle>
        <Grid container spacing={2}>
          <Grid size={{ xs: 4, sm: 3 }}>
            <FormTextField control={control} name="phone_code" label={FIELD_LABELS.phone_code} numeric />
          </Grid>
          <Grid size={{ xs: 8, sm: 5 }}>
            <FormTextField control={control} name="phone_number" label={FIELD_LABELS.phone_number} numeric />
          </Grid>
        </Grid>
        <SubmitButton sending={formState.isSubmitting}>下一步</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
