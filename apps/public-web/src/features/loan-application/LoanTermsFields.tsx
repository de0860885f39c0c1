import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FIELD_LABELS, LOAN_PERIODS, loanPeriodLabel, loanPurposeGroupOptions } from '@lendbridge/domain';
import type { LoanAppType } from '@lendbridge/domain';
import { FormSelect, FormTextField, NATIVE_SELECT_SLOTS, SELECT_PLACEHOLDER, fieldInputProps } from '../../shared/form';
import type { ChoiceOption } from '../../shared/form';

type LoanTermField = 'purpose' | 'amount_ten_thousand' | 'period' | 'marketing_code' | 'alliance_code';

/** A form whose application block holds the loan terms as text. */
export interface LoanTermsValues extends FieldValues {
  application: Record<LoanTermField, string>;
}

interface LoanTermsProps<T extends LoanTermsValues, O> {
  control: Control<T, unknown, O>;
}

const L = FIELD_LABELS;

/** The path of a loan term, which every LoanTermsValues form holds. */
const termPath = <T extends LoanTermsValues>(field: LoanTermField) => `application.${field}` as FieldPath<T>;

export const LOAN_PERIOD_OPTIONS: readonly ChoiceOption[] = LOAN_PERIODS.map((period) => ({
  value: String(period),
  label: loanPeriodLabel(period),
}));

/** 借款用途: the purposes of the application type, grouped. */
export function LoanPurposeSelect<T extends LoanTermsValues, O>({ control, appType }: LoanTermsProps<T, O> & { appType: LoanAppType }) {
  const controller = useController({ control, name: termPath<T>('purpose') });
  const { field, fieldState } = controller;
  return (
    <TextField
      select
      fullWidth
      label={L.loan_purpose}
      {...fieldInputProps(controller)}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      helperText={fieldState.error?.message}
      slotProps={NATIVE_SELECT_SLOTS}
    >
      <option value="">{SELECT_PLACEHOLDER}</option>
      {loanPurposeGroupOptions(appType).map((group) => (
        <optgroup key={group.value} label={group.label}>
          {group.purposes.map((purpose) => (
            <option key={purpose.value} value={purpose.value}>
              {purpose.label}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}

/** The amount (in ten thousands) and the period, as two half-width items of a Grid container. */
export function LoanAmountPeriodItems<T extends LoanTermsValues, O>({ control }: LoanTermsProps<T, O>) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={termPath<T>('amount_ten_thousand')} label={L.amount_ten_thousand} numeric />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect control={control} name={termPath<T>('period')} label={L.loan_period} options={LOAN_PERIOD_OPTIONS} />
      </Grid>
    </>
  );
}

/** The marketing and alliance codes, side by side. */
export function LoanCodeFields<T extends LoanTermsValues, O>({ control }: LoanTermsProps<T, O>) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={termPath<T>('marketing_code')} label={L.marketing_code} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={termPath<T>('alliance_code')} label={L.alliance_code} />
      </Grid>
    </Grid>
  );
}
