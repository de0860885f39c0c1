import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FIELD_LABELS, MESSAGES, alumniVerifySchema } from '@lendbridge/domain';
import type { AlumniVerifyInput } from '@lendbridge/domain';
import { useErrorHandler } from '../../app/useErrorHandler';
import { FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { verifyAlumni } from './student.api';
import type { AlumniResult } from './student.api';

export interface AlumniVerificationProps {
  /** Told every answer of the check, with the record it checked. */
  onResult?: (result: AlumniResult, record: AlumniVerifyInput) => void;
}

interface AlumniValues {
  student_id: string;
  academic: string;
  department: string;
}

const DEFAULTS: AlumniValues = { student_id: '', academic: '', department: '' };

const L = FIELD_LABELS;

/** The answer in words: found, found but taken by another member, or not found. */
const resultAlert = (result: AlumniResult): { severity: AlertColor; text: string } => {
  if (!result.valid) return { severity: 'error', text: MESSAGES.alumniNotFound };
  if (result.is_used) return { severity: 'warning', text: MESSAGES.alumniUsed };
  return { severity: 'success', text: MESSAGES.alumniValid };
};

/** The alumni program check: student id, college and department, all required. */
export function AlumniVerification({ onResult }: AlumniVerificationProps) {
  const handleError = useErrorHandler();
  const [result, setResult] = useState<AlumniResult | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, setError } = useForm<AlumniValues, unknown, AlumniVerifyInput>({
    resolver: formResolver(alumniVerifySchema),
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  const shown = result === null ? null : resultAlert(result);

  const verify = () =>
    void handleSubmit(async (input) => {
      setSending(true);
      try {
        const answer = await verifyAlumni(input);
        const checked = { valid: answer.valid, is_used: answer.is_used };
        setResult(checked);
        onResult?.(checked, input);
      } catch (error) {
        handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS) });
      } finally {
        setSending(false);
      }
    })();

  const verifyOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!sending) verify();
  };

  return (
    <Stack spacing={2} onKeyDown={verifyOnEnter}>
      <FormTextField control={control} name="student_id" label={L.student_id} autoComplete="off" />
      <FormTextField control={control} name="academic" label={L.academic} />
      <FormTextField control={control} name="department" label={L.department} />
      <Button type="button" variant="contained" onClick={verify} disabled={sending} aria-busy={sending}>
        {MESSAGES.alumniVerify}
      </Button>
      {shown !== null && <Alert severity={shown.severity}>{shown.text}</Alert>}
    </Stack>
  );
}
