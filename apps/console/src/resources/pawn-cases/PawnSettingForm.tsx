import {
  PAWNSHOP_TEXTS,
  PAWN_MAX_YEARLY_RATE,
  pawnAllInYearlyRate,
  pawnYearlyRateText,
  type PawnCaseActionAnswer,
  type PawnSettingInput,
} from '@lendbridge/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { EMPTY } from '../../shared/Details';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { TermsInputs, useTermsValues, type TermsField, type TermsValues } from './PawnTermsInputs';
import type { PawnCaseDetailRecord } from './types';

const FIELDS = ['amount', 'period', 'principal_repayment_type', 'apr', 'storage_fee'] as const satisfies readonly TermsField[];

/** The all-in yearly rate the typed terms make (pawnAllInYearlyRate), or null while a figure is missing or not a number. */
const yearlyRateOf = (values: TermsValues): { text: string; aboveCap: boolean } | null => {
  try {
    const rate = pawnAllInYearlyRate({
      amount: Number(values.amount),
      period: Number(values.period),
      apr: values.apr.trim(),
      storage_fee: Number(values.storage_fee),
    });
    return { text: pawnYearlyRateText(rate), aboveCap: rate.greaterThan(PAWN_MAX_YEARLY_RATE) };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
};

/**
 * 設定借款條件: amount, period, repayment type, yearly interest rate and storage fee, starting from
 * the terms set before (or what the borrower asked for). The all-in yearly rate shows as the terms are
 * typed, under the law's caps; pawnSettingSchema checks the terms before anything is sent (the caps
 * mark the field that breaks them), and the server's field errors show on their inputs.
 */
export const PawnSettingForm = ({ record }: { record: PawnCaseDetailRecord }) => {
  const label = useFieldLabel('pawn-cases');
  const action = useConsoleAction<PawnSettingInput, PawnCaseActionAnswer>({
    send: (dataProvider, params) => dataProvider.setPawnCaseTerms(record.id, params),
    done: (answer) => answer.message,
    fields: FIELDS,
  });
  const { values, change } = useTermsValues(record, action.clearError);
  const rate = yearlyRateOf(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run({ ...values });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={PAWNSHOP_TEXTS.setting}>
      <TermsInputs fields={FIELDS} values={values} errors={action.errors} onChange={change} disabled={action.isPending} />
      <Typography role="status" aria-label={label('setting.yearly_rate')} color={rate?.aboveCap === true ? 'error' : 'text.primary'}>
        {label('setting.yearly_rate')}：{rate === null ? EMPTY : `${rate.text}%`}
      </Typography>
      <Alert severity="info">{PAWNSHOP_TEXTS.lawNote}</Alert>
      <div>
        <Button type="submit" variant="contained" disabled={action.isPending}>
          {PAWNSHOP_TEXTS.setting}
        </Button>
      </div>
    </Stack>
  );
};
