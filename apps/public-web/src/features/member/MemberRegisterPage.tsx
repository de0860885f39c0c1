import { useEffect, useRef, useState } from 'react';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_LABELS, OPTIONS, memberProfileSchema } from '@lendbridge/domain';
import type { MemberProfileInput } from '@lendbridge/domain';
import { safeNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { FormCard } from '../../shared/layout/FormCard';
import { FormCheckbox, FormSelect, FormTextField, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';
import type { AddressValues } from './AddressFields';
import { RegistrationStepper } from './RegistrationStepper';
import { afterIdentity } from './flow';
import { getProfile, isProfileRegistered, saveProfile } from './member.api';
import { useAttributeOptions } from './useAttributeOptions';

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
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const handleErrorRef = useRef(handleError);
  const [registered, setRegistered] = useState<boolean | null>(null);
  const { options: cities } = useAttributeOptions('address.city');
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<ProfileValues, unknown, MemberProfileInput>({
    resolver: formResolver(memberProfileSchema, toPayload),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const sameAsRegistered = useWatch({ control, name: 'same_as_registered' });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);

  useEffect(() => {
    handleErrorRef.current = handleError;
  }, [handleError]);

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal)
      .then((profile) => setRegistered(isProfileRegistered(profile)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setRegistered(false);
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, []);

  const onSubmit = async (input: MemberProfileInput) => {
    try {
      const result = await saveProfile(input);
      leave.release();
      setStatus(result);
      navigate(afterIdentity(result, next), { replace: true });
    } catch (error) {
      handleError(error, {
        onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS),
        beforeRedirect: leave.release,
      });
    }
  };

  if (registered === null) return <PageLoading />;
  if (registered) return <Navigate replace to={afterIdentity(status, next)} />;

  return (
    <FormCard title="交易會員資料" maxWidth="md" subtitle="成為交易會員後即可借款或投資，資料僅用於身分驗證。">
      <RegistrationStepper active={1} />
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
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
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {FIELD_LABELS.registered_address}
        </Typography>
        <AddressFields control={control} prefix="registered_address" cities={cities} />
        <Divider />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {FIELD_LABELS.current_address}
        </Typography>
        <FormCheckbox control={control} name="same_as_registered" label={FIELD_LABELS.same_as_registered} />
        {!sameAsRegistered && <AddressFields control={control} prefix="current_address" cities={cities} />}
        <Divider />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          市內電話（選填）
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 4, sm: 3 }}>
            <FormTextField
              control={control}
              name="phone_code"
              label={FIELD_LABELS.phone_code}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 8, sm: 5 }}>
            <FormTextField
              control={control}
              name="phone_number"
              label={FIELD_LABELS.phone_number}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
        <SubmitButton sending={isSubmitting}>下一步</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
