import { OPTIONS, isOptionValue, type PrincipalRepaymentType } from '@lendbridge/domain';
import { Box, MenuItem, TextField } from '@mui/material';
import { useCallback, useState } from 'react';
import { useFieldLabel } from '../../shared/useFieldLabel';
import type { PawnCaseDetailRecord } from './types';

/** The terms of a case as the forms hold them: numbers as typed, the repayment type one of the domain's options. */
export interface TermsValues {
  amount: string;
  period: string;
  principal_repayment_type: PrincipalRepaymentType;
  apr: string;
  storage_fee: string;
}

export type TermsField = keyof TermsValues;

const [FIRST_REPAYMENT_TYPE] = OPTIONS.principal_repayment_type;

/** The terms set so far, else what the borrower asked for (amount and period) with the first repayment type. */
export const initialTerms = (record: PawnCaseDetailRecord): TermsValues => {
  const { setting } = record;
  return {
    amount: String(setting.amount ?? record.amount),
    period: String(setting.period ?? record.period),
    principal_repayment_type: setting.principal_repayment_type ?? FIRST_REPAYMENT_TYPE.value,
    apr: setting.apr ?? '',
    storage_fee: setting.storage_fee === null ? '' : String(setting.storage_fee),
  };
};

/** A form's terms and the change of one of them, which also takes that field's error away. */
export const useTermsValues = (record: PawnCaseDetailRecord, clearError: (field: string) => void) => {
  const [values, setValues] = useState<TermsValues>(() => initialTerms(record));
  const change = useCallback(
    (field: TermsField, value: string) => {
      clearError(field);
      if (field !== 'principal_repayment_type') setValues((current) => ({ ...current, [field]: value }));
      else if (isOptionValue('principal_repayment_type', value)) setValues((current) => ({ ...current, principal_repayment_type: value }));
    },
    [clearError],
  );
  return { values, change };
};

export interface TermsInputsProps {
  fields: readonly TermsField[];
  values: TermsValues;
  errors: Record<string, string>;
  onChange: (field: TermsField, value: string) => void;
  disabled: boolean;
}

/**
 * The inputs of a case's terms, each labelled `resources.pawn-cases.fields.setting.<field>` and
 * showing its field error; the repayment type is a select of the domain's options.
 */
export const TermsInputs = ({ fields, values, errors, onChange, disabled }: TermsInputsProps) => {
  const label = useFieldLabel('pawn-cases');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
      {fields.map((field) => (
        <TextField
          key={field}
          label={label(`setting.${field}`)}
          value={values[field]}
          select={field === 'principal_repayment_type'}
          slotProps={field === 'principal_repayment_type' ? undefined : { htmlInput: { inputMode: field === 'apr' ? 'decimal' : 'numeric' } }}
          required
          disabled={disabled}
          error={errors[field] !== undefined}
          helperText={errors[field] ?? ' '}
          onChange={(event) => onChange(field, event.target.value)}
        >
          {field === 'principal_repayment_type' &&
            OPTIONS.principal_repayment_type.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
        </TextField>
      ))}
    </Box>
  );
};
