import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DATE_CHOOSER_DEFAULT, FIELD_LABELS, MESSAGES, OPTIONS, memberBasicSchema } from '@lendbridge/domain';
import type { MemberBasicInput } from '@lendbridge/domain';
import { continueTo, safeNext } from '../../app/ladder';
import type { UserStatus } from '../../app/session';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { DateChooser } from '../../shared/DateChooser';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormSelect, FormTextField, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { RegistrationStepper } from './RegistrationStepper';
import { saveBasic } from './member.api';

interface BasicValues {
  member_type: 'person' | 'corporate';
  lastname: string;
  firstname: string;
  birthday: string;
  gender: string;
  education_level: string;
  safe_question_type: string;
  safe_question_other: string;
  safe_question_answer: string;
  company_name: string;
  tax_id: string;
  contact_name: string;
}

const defaultsFor = (memberType: 'person' | 'corporate'): BasicValues => ({
  member_type: memberType,
  lastname: '',
  firstname: '',
  birthday: DATE_CHOOSER_DEFAULT,
  gender: '',
  education_level: '',
  safe_question_type: '',
  safe_question_other: '',
  safe_question_answer: '',
  company_name: '',
  tax_id: '',
  contact_name: '',
});

/** What the schema reads: corporate fields only for corporate members, the custom question only for "other". */
const toPayload = (values: BasicValues) => {
  const { company_name, tax_id, contact_name, ...person } = values;
  const base = { ...person, safe_question_other: values.safe_question_type === 'other' ? values.safe_question_other : '' };
  return values.member_type === 'corporate' ? { ...base, company_name, tax_id, contact_name } : base;
};

/** After basic registration: the trading registration, unless the member is further already. */
const afterBasic = (status: UserStatus, next: string | null): string => {
  if (!status.isMemberFull) return continueTo('/member/register', next);
  if (!status.isMemberCompletedQuestionnaire) return continueTo('/member/risk-questionnaire', next);
  return next ?? '/';
};

function BirthdayField({ control }: { control: Control<BasicValues, unknown, MemberBasicInput> }) {
  const { field, fieldState } = useController({ control, name: 'birthday' });
  return (
    <DateChooser
      label={FIELD_LABELS.birthday}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}

export function MemberBasicPage() {
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const memberType = status.memberType ?? 'person';
  const defaults = defaultsFor(memberType);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<BasicValues, unknown, MemberBasicInput>({
    resolver: formResolver(memberBasicSchema, toPayload),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const questionType = useWatch({ control, name: 'safe_question_type' });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);

  const onSubmit = async (input: MemberBasicInput) => {
    try {
      const result = await saveBasic(input);
      leave.release();
      setStatus(result);
      navigate(continueTo('/member/register', next), { replace: true });
    } catch (error) {
      handleError(error, {
        onFieldErrors: (errors) => applyFieldErrors(setError, errors, defaults),
        beforeRedirect: leave.release,
      });
    }
  };

  if (status.isMember) {
    return (
      <FormCard title="會員基本資料">
        <RegistrationStepper active={1} />
        <Alert severity="info" sx={{ mb: 2 }}>
          {MESSAGES.alreadyMember}
        </Alert>
        <Button variant="contained" component={RouterLink} to={afterBasic(status, next)}>
          前往下一步
        </Button>
      </FormCard>
    );
  }

  const corporate = memberType === 'corporate';

  return (
    <FormCard title="會員基本資料" maxWidth="md">
      <RegistrationStepper active={0} />
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {corporate && (
          <>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              企業資料
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="company_name" label={FIELD_LABELS.company_name} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="tax_id"
                  label={FIELD_LABELS.tax_id}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="contact_name" label={FIELD_LABELS.contact_name} />
              </Grid>
            </Grid>
            <Divider />
          </>
        )}
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {corporate ? '聯絡人資料' : '個人資料'}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="lastname" label={FIELD_LABELS.lastname} autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="firstname" label={FIELD_LABELS.firstname} autoComplete="given-name" />
          </Grid>
          <Grid size={12}>
            <BirthdayField control={control} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect control={control} name="gender" label={FIELD_LABELS.gender} options={OPTIONS.gender} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={control}
              name="education_level"
              label={FIELD_LABELS.education_level}
              options={OPTIONS.education_level}
            />
          </Grid>
        </Grid>
        <Divider />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          安全提示問題
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormSelect
              control={control}
              name="safe_question_type"
              label={FIELD_LABELS.safe_question_type}
              options={OPTIONS.safe_question_type}
            />
          </Grid>
          {questionType === 'other' && (
            <Grid size={12}>
              <FormTextField control={control} name="safe_question_other" label={FIELD_LABELS.safe_question_other} />
            </Grid>
          )}
          <Grid size={12}>
            <FormTextField control={control} name="safe_question_answer" label={FIELD_LABELS.safe_question_answer} />
          </Grid>
        </Grid>
        <SubmitButton sending={isSubmitting}>下一步</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
