import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';
import type { Control, FieldPath } from 'react-hook-form';
import { FIELD_LABELS, LOAN_DESCRIPTION_MAX_LENGTH, LOAN_STEP_TITLES } from '@lendbridge/domain';
import type { LoanSubmission } from '@lendbridge/domain';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormFreeTextBox, FormTextField } from '../../shared/form';
import type { ChoiceOption } from '../../shared/form';
import { LoanAmountPeriodItems, LoanCodeFields, LoanPurposeSelect } from '../loan-application/LoanTermsFields';
import { AddressFields } from '../member/AddressFields';
import { useAttributeOptions } from '../member/useAttributeOptions';
import { ADDRESS_FIELDS, CORPORATE_APP_TYPE } from './corporateForm';
import type { AddressField, CorporateValues } from './corporateForm';

type CorporateControl = Control<CorporateValues, unknown, LoanSubmission>;
type Name = FieldPath<CorporateValues>;

interface FieldsProps {
  control: CorporateControl;
}

const L = FIELD_LABELS;

/** Marks the element the submit scrolls to when its group holds the first error. */
export const GROUP_ERROR_ATTRIBUTE = 'data-group-error';

/** The message the form holds for a whole address (required, as a whole). */
function GroupError({ control, name }: FieldsProps & { name: Name }) {
  const { errors } = useFormState({ control, name });
  const [block, key] = name.split('.') as [keyof CorporateValues, string];
  const blockErrors = errors[block] as Record<string, { message?: string } | undefined> | undefined;
  const message = blockErrors?.[key]?.message;
  return message === undefined ? null : (
    <Typography role="alert" color="error" variant="body2" {...{ [GROUP_ERROR_ATTRIBUTE]: name }}>
      {message}
    </Typography>
  );
}

/** The group name of an address: its block's title and its own label. */
export const addressGroupName = (block: AddressBlock, key: AddressField): string =>
  `${block === 'corporate_profile' ? L.corporate_profile : L.responsible_person_profile} ${L[key]}`;

type AddressBlock = 'corporate_profile' | 'profile';

function Addresses({ control, block, cities }: FieldsProps & { block: AddressBlock; cities: readonly ChoiceOption[] }) {
  return (
    <>
      {ADDRESS_FIELDS.map((key: AddressField) => (
        <Stack key={key} spacing={1.5} role="group" aria-label={addressGroupName(block, key)}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {L[key]}
          </Typography>
          <GroupError control={control} name={`${block}.${key}`} />
          <AddressFields control={control} prefix={`${block}.${key}`} cities={cities} />
        </Stack>
      ))}
    </>
  );
}

/**
 * Step 1 (企業貸款申請): the loan terms, the company with its contact person and addresses, and
 * the responsible person's addresses.
 */
export function CorporateFields({ control }: FieldsProps) {
  const { options: cities } = useAttributeOptions('address.city');
  return (
    <Stack spacing={2.5}>
      <FormSectionTitle>{LOAN_STEP_TITLES.purpose}</FormSectionTitle>
      <LoanPurposeSelect control={control} appType={CORPORATE_APP_TYPE} />
      <Grid container spacing={2}>
        <LoanAmountPeriodItems control={control} />
      </Grid>
      <FormFreeTextBox
        control={control}
        name="application.description"
        label={L.loan_description}
        maxLength={LOAN_DESCRIPTION_MAX_LENGTH}
        focusOnError
      />
      <LoanCodeFields control={control} />

      <FormSectionTitle>{L.corporate_profile}</FormSectionTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="corporate_profile.company_name" label={L.company_name} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="corporate_profile.tax_id" label={L.tax_id} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="corporate_profile.contact_name" label={L.contact_name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="corporate_profile.contact_mobile" label={L.contact_mobile} numeric />
        </Grid>
      </Grid>
      <Addresses control={control} block="corporate_profile" cities={cities} />

      <FormSectionTitle>{L.responsible_person_profile}</FormSectionTitle>
      <Addresses control={control} block="profile" cities={cities} />
    </Stack>
  );
}
