import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useController, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DATE_CHOOSER_DEFAULT, FIELD_LABELS, MESSAGES, OPTIONS, memberBasicSchema } from '@lendbridge/domain';
import type { MemberBasicInput } from '@lendbridge/domain';
import { continueTo } from '../../app/ladder';
import type { UserStatus } from '../../app/session';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { DateChooser } from '../../shared/DateChooser';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard, FormSectionTitle } from '../../shared/layout/FormCard';
import { FormSelect, FormTextField, SubmitButton, fieldInputProps } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
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
  const controller = useController({ control, name: 'birthday' });
  return (
    <DateChooser
      label={FIELD_LABELS.birthday}
      {...fieldInputProps(controller)}
      value={controller.field.value}
      onChange={controller.field.onChange}
    />
  );
}

export function MemberBasicPage() {
  const next = useNext();
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const memberType = status.memberType ?? 'person';
  const { control, formState, leave, submitWith } = useFormPage(memberBasicSchema, {
    defaults: defaultsFor(memberType),
    toPayload,
    releaseOnRedirect: true,
  });
  const questionType = useWatch({ control, name: 'safe_question_type' });

  const onSubmit = submitWith(saveBasic, (result) => {
    leave.release();
    setStatus(result);
    navigate(continueTo('/member/register', next), { replace: true });
  });

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
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        {corporate && (
          <>
            <FormSectionTitle>企業資料</FormSectionTitle>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="company_name" label={FIELD_LABELS.company_name} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="tax_id" label={FIELD_LABELS.tax_id} numeric />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="contact_name" label={FIELD_LABELS.contact_name} />
              </Grid>
            </Grid>
            <Divider />
          </>
        )}
        <FormSectionTitle>{corporate ? '聯絡人資料' : '個人資料'}</FormSectionTitle>
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
        <FormSectionTitle>安全提示問題</FormSectionTitle>
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
        <SubmitButton sending={formState.isSubmitting}>下一步</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
