import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useFormState, useWatch } from 'react-hook-form';
import type { Control, FieldPath } from 'react-hook-form';
import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_REQUIRED_IMAGES,
  DOC_NOTE_MAX_LENGTH,
  FAST_APPLY_REQUIRED_IMAGES,
  FIELD_LABELS,
  LOAN_DESCRIPTION_MAX_LENGTH,
  LOAN_TYPE_RULES,
  MESSAGES,
  OPTIONS,
  REPAYMENT_PLAN_MAX_LENGTH,
  SUBMIT_DECLARATIONS,
  attachmentUploadType,
  formatYmd,
  needsAlumniRecord,
  schoolEmailSuggestions,
} from '@lendbridge/domain';
import type { AlumniVerifyInput, LoanStepId, UploadType } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { DateChooser } from '../../shared/DateChooser';
import { EmailSuggestInput } from '../../shared/EmailSuggestInput';
import { UploadField } from '../../shared/UploadField';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import {
  FormCheckbox,
  FormFreeTextBox,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  fieldInputProps,
} from '../../shared/form';
import { CreditCardRecords } from '../credit-card-records/CreditCardRecords';
import { AddressFields } from '../member/AddressFields';
import { useAttributeOptions } from '../member/useAttributeOptions';
import { AlumniVerification } from '../student/AlumniVerification';
import { IdCardVerification } from '../student/IdCardVerification';
import { SchoolEmailVerification } from '../student/SchoolEmailVerification';
import type { AlumniResult } from '../student/student.api';
import { LoanAmountPeriodItems, LoanCodeFields, LoanPurposeSelect } from './LoanTermsFields';
import { ALUMNI_FIELDS, APP_TYPE, SCHOOL_DOCUMENT_FIELDS, contactCountOf, fixedFieldsOf, stepsOf } from './wizard';
import type { AlumniValues, AttachmentField, WizardAppType, WizardValues } from './wizard';

type WizardControl = Control<WizardValues>;
type Name = FieldPath<WizardValues>;

interface StepProps {
  control: WizardControl;
}

interface TypedStepProps extends StepProps {
  appType: WizardAppType;
}

const L = FIELD_LABELS;

/** Labels of the application's checkboxes. */
export const FLAG_LABELS = {
  agree_contact: MESSAGES.flagAgreeContact,
  agree_transfer: MESSAGES.flagAgreeTransfer,
  no_tort: MESSAGES.flagNoTort,
  usage_auth: MESSAGES.flagUsageAuth,
  third_party_auth: MESSAGES.flagThirdPartyAuth,
} as const;

export const contactLabel = (index: number, field: 'name' | 'mobile'): string =>
  `${field === 'name' ? L.contact_name : L.contact_mobile}（${index + 1}）`;

function TextInput({ control, name, label, numeric = false }: StepProps & { name: Name; label: string; numeric?: boolean }) {
  return <FormTextField control={control} name={name} label={label} numeric={numeric} />;
}

/** A message the form holds for a whole group (an address, the contacts, a phone). */
function GroupError({ control, name }: StepProps & { name: Name }) {
  const { errors } = useFormState({ control, name });
  const [block, key] = name.split('.') as [keyof WizardValues, string];
  const blockErrors = errors[block] as Record<string, { message?: string } | undefined> | undefined;
  const message = blockErrors?.[key]?.message;
  return message === undefined ? null : (
    <Typography role="alert" color="error" variant="body2">
      {message}
    </Typography>
  );
}

/**
 * The alumni record of an ntu application: checked with the alumni widget; a record found and not
 * used by another application is kept in the draft's alumni block.
 */
function AlumniRecord({ control }: StepProps) {
  const { field } = useController({ control, name: 'alumni' });
  const { errors } = useFormState({ control, name: 'alumni' });
  const saved = field.value as AlumniValues;
  const messages = [...new Set(ALUMNI_FIELDS.flatMap((key) => errors.alumni?.[key]?.message ?? []))];
  const onResult = (result: AlumniResult, input?: AlumniVerifyInput) => {
    if (input !== undefined && result.valid && !result.is_used) field.onChange({ ...input });
  };
  return (
    <Stack spacing={2}>
      <FormSectionTitle>{MESSAGES.alumniRecordTitle}</FormSectionTitle>
      <AlumniVerification onResult={onResult} />
      {saved.student_id !== '' && (
        <Typography variant="body2" color="text.secondary">
          {`${MESSAGES.alumniRecordSaved}：${ALUMNI_FIELDS.map((key) => `${L[key]} ${saved[key]}`).join('／')}`}
        </Typography>
      )}
      {messages.map((message) => (
        <Typography key={message} role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ))}
    </Stack>
  );
}

function PurposeStep({ control, appType }: TypedStepProps) {
  return (
    <Stack spacing={2.5}>
      {needsAlumniRecord(appType) && <AlumniRecord control={control} />}
      <LoanPurposeSelect control={control} appType={appType} />
      <FormFreeTextBox control={control} name="application.description" label={L.loan_description} maxLength={LOAN_DESCRIPTION_MAX_LENGTH} />
      <FormFreeTextBox control={control} name="application.repayment_plan" label={L.repayment_plan} maxLength={REPAYMENT_PLAN_MAX_LENGTH} />
      <LoanCodeFields control={control} />
    </Stack>
  );
}

function ValueDate({ control }: StepProps) {
  const { field, fieldState } = useController({ control, name: 'application.value_date' });
  return (
    <DateChooser
      label={L.value_date}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxOffset={1}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}

function RelatedDataStep({ control }: StepProps) {
  const valueDateType = useWatch({ control, name: 'application.value_date_type' });
  const valueDate = useController({ control, name: 'application.value_date' });
  const { businessDate } = useUserStatus().status;
  return (
    <Grid container spacing={2}>
      <LoanAmountPeriodItems control={control} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="application.prefer_principal_repayment_option"
          label={L.prefer_principal_repayment_option}
          options={OPTIONS.principal_repayment_type}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="application.value_date_type"
          label={L.value_date_type}
          options={OPTIONS.value_date_type}
          onValueChange={(value) => {
            if (value !== '' && valueDate.field.value === '') valueDate.field.onChange(businessDate?.replace(/-/g, '/') ?? formatYmd(new Date()));
          }}
        />
      </Grid>
      {valueDateType !== '' && (
        <Grid size={12}>
          <ValueDate control={control} />
        </Grid>
      )}
    </Grid>
  );
}

/** The school, department and education level, as half-width items of a Grid container. */
function SchoolItems({ control }: StepProps) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput control={control} name="profile.school_name" label={L.school_name} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput control={control} name="profile.school_dept_name" label={L.school_dept_name} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect control={control} name="profile.education_level" label={L.education_level} options={OPTIONS.education_level} />
      </Grid>
    </>
  );
}

/** The credit card records of the draft, once the member says they hold cards. */
function CreditCardRecordsWhenHeld({ control, serial }: StepProps & { serial: string }) {
  const count = useWatch({ control, name: 'profile.credit_card_count' });
  return Number(count) > 0 ? <CreditCardRecords serial={serial} /> : null;
}

function FinancialStep({ control, serial }: StepProps & { serial: string }) {
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2}>
        <SchoolItems control={control} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.school_graduation_year" label={L.school_graduation_year} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput control={control} name="profile.credit_card_count" label={L.credit_card_count} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput control={control} name="profile.house_count" label={L.house_count} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput control={control} name="profile.car_count" label={L.car_count} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.monthly_income" label={L.monthly_income} numeric />
        </Grid>
      </Grid>
      <FormSectionTitle>{L.registered_address_phone}</FormSectionTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 4, sm: 3 }}>
          <TextInput control={control} name="profile.registered_address_phone.local_code" label={L.phone_code} numeric />
        </Grid>
        <Grid size={{ xs: 8, sm: 5 }}>
          <TextInput control={control} name="profile.registered_address_phone.number" label={L.phone_number} numeric />
        </Grid>
      </Grid>
      <CreditCardRecordsWhenHeld control={control} serial={serial} />
    </Stack>
  );
}

function CompanyStep({ control }: StepProps) {
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_name" label={L.company_name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_phone" label={L.company_phone} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_main_type" label={L.company_main_type} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_type" label={L.company_type} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_main_title" label={L.company_main_title} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_title" label={L.company_title} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="profile.company_seniority" label={L.company_seniority} options={OPTIONS.company_seniority} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="profile.company_salary_pay_way"
            label={L.company_salary_pay_way}
            options={OPTIONS.company_salary_pay_way}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.company_income" label={L.company_income} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.ex_company_name" label={L.ex_company_name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="profile.ex_company_seniority"
            label={L.ex_company_seniority}
            options={OPTIONS.company_seniority}
          />
        </Grid>
      </Grid>
      <FormFreeTextBox control={control} name="profile.company_description" label={L.company_description} maxLength={COMPANY_DESCRIPTION_MAX_LENGTH} />
    </Stack>
  );
}

function ContactStep({ control, appType }: TypedStepProps) {
  const receipt = useWatch({ control, name: 'application.receipt_processing' });
  const { options: cities } = useAttributeOptions('address.city');
  const fixed = fixedFieldsOf(appType);
  return (
    <Stack spacing={2.5}>
      <FormRadioGroup control={control} name="application.receipt_processing" label={L.receipt_processing} options={OPTIONS.receipt_processing} />
      {receipt === 'return' && (
        <>
          <FormSectionTitle>{L.jcic_return_address}</FormSectionTitle>
          <GroupError control={control} name="application.jcic_return_address" />
          <AddressFields control={control} prefix="application.jcic_return_address" cities={cities} />
        </>
      )}
      <FormSectionTitle>{L.contacts}</FormSectionTitle>
      <GroupError control={control} name="profile.contacts" />
      {Array.from({ length: contactCountOf(appType) }, (_, index) => (
        <Grid container spacing={2} key={index}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={control} name={`profile.contacts.${index}.name`} label={contactLabel(index, 'name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={control} name={`profile.contacts.${index}.mobile`} label={contactLabel(index, 'mobile')} numeric />
          </Grid>
        </Grid>
      ))}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.contact_line" label={L.contact_line} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.contact_skype" label={L.contact_skype} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="profile.available_time" label={L.available_time} options={OPTIONS.available_time} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.assign_sales.code" label={L.sales_code} />
        </Grid>
      </Grid>
      <FormCheckbox control={control} name="application.agree_contact" label={FLAG_LABELS.agree_contact} />
      {!fixed.includes('agree_transfer') && (
        <FormCheckbox control={control} name="application.agree_transfer" label={FLAG_LABELS.agree_transfer} />
      )}
    </Stack>
  );
}

type UploadName = `attachments.${AttachmentField}` | 'profile.student_card';

interface UploadProps extends StepProps {
  name: UploadName;
  label: string;
  type?: UploadType;
  onBusyChange: (busy: boolean) => void;
}

function Upload({ control, name, label, type = 'image', onBusyChange }: UploadProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UploadField
      label={label}
      type={type}
      multiple
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      onBusyChange={onBusyChange}
    />
  );
}

const owns = (count: string): boolean => /^\d+$/.test(count.trim()) && Number(count) > 0;

interface BusyProps {
  onBusyChange: (busy: boolean) => void;
}

/**
 * The last step: fast apply (general flow), how the credit report comes, the documents of the type's
 * data steps (income proof, statements and business card with an employer step; title deeds for the
 * houses and vehicles owned with a financial step), in fast apply the health card and statements and
 * the credit report when it is uploaded, a note and the declarations.
 */
function DocNoteStep({ control, appType, onBusyChange }: TypedStepProps & BusyProps) {
  const [houseCount, carCount, fastApply, jcicReturn] = useWatch({
    control,
    name: ['profile.house_count', 'profile.car_count', 'application.fast_apply', 'application.jcic_return'],
  });
  const offersFastApply = LOAN_TYPE_RULES[appType].fastApply;
  const fast = offersFastApply && fastApply;
  const stepIds = stepsOf(appType).map((step) => step.id);
  const kinds: AttachmentField[] = [
    ...new Set<AttachmentField>([
      ...(stepIds.includes('company') ? COMPANY_REQUIRED_IMAGES : []),
      ...(fast ? FAST_APPLY_REQUIRED_IMAGES : []),
      ...(fast && jcicReturn === 'upload' ? (['jcic_file'] as const) : []),
      ...(stepIds.includes('financial') && owns(houseCount) ? (['house_title_deed'] as const) : []),
      ...(stepIds.includes('financial') && owns(carCount) ? (['vehicle_title_deed'] as const) : []),
    ]),
  ];
  return (
    <Stack spacing={2.5}>
      {offersFastApply && (
        <Stack spacing={0.5}>
          <FormCheckbox control={control} name="application.fast_apply" label={L.fast_apply} />
          <Typography variant="body2" color="text.secondary">
            {MESSAGES.fastApplyIntro}
          </Typography>
        </Stack>
      )}
      <FormRadioGroup control={control} name="application.jcic_return" label={L.jcic_return} options={OPTIONS.jcic_return} />
      {kinds.map((kind) => (
        <Upload
          key={kind}
          control={control}
          name={`attachments.${kind}`}
          label={L[kind]}
          type={attachmentUploadType(kind)}
          onBusyChange={onBusyChange}
        />
      ))}
      <FormFreeTextBox control={control} name="application.doc_note" label={L.doc_note} maxLength={DOC_NOTE_MAX_LENGTH} />
      {SUBMIT_DECLARATIONS.map((key) => (
        <FormCheckbox key={key} control={control} name={`application.${key}`} label={FLAG_LABELS[key]} />
      ))}
    </Stack>
  );
}

/**
 * The student school step: the school, grade and GPA, the school e-mail with its verification, the
 * student card, transcript and tuition slip, and the ID-card check.
 */
function SchoolStep({ control, serial, onBusyChange }: StepProps & BusyProps & { serial: string }) {
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2}>
        <SchoolItems control={control} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="profile.school_grade" label={L.school_grade} options={OPTIONS.school_grade} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="profile.gpa_point_method" label={L.gpa_point_method} options={OPTIONS.gpa_point_method} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="profile.gpa_point" label={L.gpa_point} />
        </Grid>
      </Grid>
      <SchoolEmail control={control} serial={serial} />
      <Upload control={control} name="profile.student_card" label={L.student_card} onBusyChange={onBusyChange} />
      {SCHOOL_DOCUMENT_FIELDS.map((kind) => (
        <Upload key={kind} control={control} name={`attachments.${kind}`} label={L[kind]} type="document" onBusyChange={onBusyChange} />
      ))}
      <FormSectionTitle>{MESSAGES.idCardSectionTitle}</FormSectionTitle>
      <IdCardVerification />
    </Stack>
  );
}

/**
 * The school e-mail (suggesting the academic address once "@" and a domain letter are typed), and
 * under it the link that verifies the address typed.
 */
function SchoolEmail({ control, serial }: StepProps & { serial: string }) {
  const email = useWatch({ control, name: 'profile.school_email' });
  const controller = useController({ control, name: 'profile.school_email' });
  return (
    <Stack spacing={1}>
      <EmailSuggestInput
        label={L.school_email}
        {...fieldInputProps(controller)}
        value={(controller.field.value as string | undefined) ?? ''}
        onChange={controller.field.onChange}
        suggest={schoolEmailSuggestions}
      />
      <SchoolEmailVerification serial={serial} email={email} />
    </Stack>
  );
}

export interface StepFieldsProps extends StepProps {
  stepId: LoanStepId;
  serial: string;
  appType?: WizardAppType;
  onBusyChange: (busy: boolean) => void;
}

export function StepFields({ stepId, serial, control, appType = APP_TYPE, onBusyChange }: StepFieldsProps) {
  switch (stepId) {
    case 'purpose':
      return <PurposeStep control={control} appType={appType} />;
    case 'related_data':
      return <RelatedDataStep control={control} />;
    case 'school':
      return <SchoolStep control={control} serial={serial} onBusyChange={onBusyChange} />;
    case 'financial':
      return <FinancialStep control={control} serial={serial} />;
    case 'company':
      return <CompanyStep control={control} />;
    case 'contact':
      return <ContactStep control={control} appType={appType} />;
    case 'doc_note':
      return <DocNoteStep control={control} appType={appType} onBusyChange={onBusyChange} />;
    default:
      return null;
  }
}
