import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FIELD_LABELS, GUARANTOR_FIXED_VALUES, MESSAGES, nameGuarantorSchema, optionLabel } from '@lendbridge/domain';
import type { NameGuarantorInput } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormTextField, formResolver } from '../../shared/form';
import { nameGuarantor } from './loanApplication.api';
import type { GuarantorState } from './loanApplication.api';
import { isNotEditableError } from './useDraftAutosave';

const L = FIELD_LABELS;

export const GUARANTOR_SAVE_LABEL = MESSAGES.guarantorSave;

/** What the guarantor purpose forces, as the panel shows it (label and value). */
export const GUARANTOR_FIXED_ROWS: readonly { label: string; value: string; multiline?: boolean }[] = [
  { label: L.loan_purpose, value: optionLabel('loan_purpose', GUARANTOR_FIXED_VALUES.purpose) ?? GUARANTOR_FIXED_VALUES.purpose },
  { label: L.amount_ten_thousand, value: String(GUARANTOR_FIXED_VALUES.amount_ten_thousand) },
  { label: L.loan_period, value: `${GUARANTOR_FIXED_VALUES.period} ${MESSAGES.periodUnit}` },
  { label: L.loan_description, value: GUARANTOR_FIXED_VALUES.description, multiline: true },
];

interface NameForm {
  resident_id: string;
}

export interface GuarantorPanelProps {
  serial: string;
  /** The guarantor named so far (from the draft, then from each save). */
  named: GuarantorState | null;
  onNamed: (named: GuarantorState) => void;
  /** The draft can no longer be edited. */
  onNotEditable: () => void;
  onError: (error: unknown) => void;
}

/**
 * The first step of a guarantor application: the values its purpose forces, read-only (they are
 * never sent), and the guarantor named by identity number with a save button of its own.
 */
export function GuarantorPanel({ serial, named, onNamed, onNotEditable, onError }: GuarantorPanelProps) {
  const { control, handleSubmit, setError } = useForm<NameForm, unknown, NameGuarantorInput>({
    defaultValues: { resident_id: '' },
    resolver: formResolver(nameGuarantorSchema),
  });
  const [saving, setSaving] = useState(false);

  const onSave = async (input: NameGuarantorInput) => {
    setSaving(true);
    try {
      const answer = await nameGuarantor(serial, input);
      onNamed({ confirmed: answer.confirmed, resident_id: input.resident_id });
    } catch (error) {
      if (isNotEditableError(error)) onNotEditable();
      else if (error instanceof ApiError && error.errors.resident_id !== undefined) {
        setError('resident_id', { type: 'server', message: error.errors.resident_id }, { shouldFocus: true });
      } else onError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2.5} sx={{ mb: 3 }}>
      <FormSectionTitle>{MESSAGES.guarantorFixedTitle}</FormSectionTitle>
      <Grid container spacing={2}>
        {GUARANTOR_FIXED_ROWS.map((row) => (
          <Grid key={row.label} size={row.multiline === true ? 12 : { xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              label={row.label}
              value={row.value}
              multiline={row.multiline}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        ))}
      </Grid>
      <FormControlLabel
        label={MESSAGES.flagAgreeTransfer}
        control={<Checkbox checked={GUARANTOR_FIXED_VALUES.agree_transfer} disabled />}
      />
      <FormSectionTitle>{MESSAGES.guarantorNameTitle}</FormSectionTitle>
      <Typography variant="body2" color="text.secondary">
        {MESSAGES.guarantorNameIntro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField control={control} name="resident_id" label={L.guarantor_resident_id} autoComplete="off" />
        <Button
          variant="outlined"
          onClick={(event) => void handleSubmit(onSave)(event)}
          disabled={saving}
          aria-busy={saving}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {GUARANTOR_SAVE_LABEL}
        </Button>
      </Stack>
      {named !== null && (
        <Alert severity={named.confirmed ? 'success' : 'info'}>
          {`${named.confirmed ? MESSAGES.guarantorNamedConfirmed : MESSAGES.guarantorNamedPending}（${named.resident_id}）`}
        </Alert>
      )}
    </Stack>
  );
}
