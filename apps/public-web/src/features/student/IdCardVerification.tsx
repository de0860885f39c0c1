import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import {
  FIELD_LABELS,
  MESSAGES,
  OPTIONS,
  VERIFY_DEBOUNCE_MS,
  idCardIssueDays,
  idCardIssueMonths,
  idCardIssueYears,
  idCardVerifyRequestOf,
  isMaskedIdentityNumber,
  isValidResidentId,
  studentIdVerificationSchema,
} from '@lendbridge/domain';
import type { StudentIdVerificationInput } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { FormSelect, FormTextField, formResolver } from '../../shared/form';
import type { ChoiceOption } from '../../shared/form';
import { VerificationStatus } from './VerificationStatus';
import { useReportVerified } from './useReportVerified';
import { pageReload } from './reloadPage';
import { useReportedFailure } from '../../shared/useReportedQuery';
import { studentQueries, verifyIdCard } from './student.api';

export interface IdCardVerificationProps {
  /** Told the state at mount and on every change. */
  onVerifiedChange?: (verified: boolean) => void;
}

interface IdCardValues {
  resident_id: string;
  issue_year: string;
  issue_month: string;
  issue_day: string;
  issue_site: string;
  apply_reason: string;
}

const DEFAULTS: IdCardValues = {
  resident_id: '',
  issue_year: '',
  issue_month: '',
  issue_day: '',
  issue_site: '',
  apply_reason: '',
};

const L = FIELD_LABELS;

const asOptions = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: value }));

const MONTH_OPTIONS = asOptions(idCardIssueMonths());

/** The ID as the check takes it (in full or masked as the profile shows it), or null without one. */
const checkableId = (value: string): string | null => {
  const id = value.trim().toUpperCase();
  return isValidResidentId(id) || isMaskedIdentityNumber(id) ? id : null;
};

/**
 * The student ID-card check of the member's own ID card. The resident ID on file (masked, as the
 * profile shows it) is shown read-only and looked up; an unverified card is verified with its
 * issue date (ROC year, month, day), issue site and apply reason. A refusal is the 驗證失敗 dialog
 * with the reason; a server failure reloads the page once its dialog is closed.
 */
export function IdCardVerification({ onVerifiedChange }: IdCardVerificationProps) {
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const [verifiedId, setVerifiedId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<IdCardValues, unknown, StudentIdVerificationInput>({
    resolver: formResolver(studentIdVerificationSchema),
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, getValues, setValue } = form;
  const [residentId, year, month] = useWatch({ control, name: ['resident_id', 'issue_year', 'issue_month'] });
  const id = checkableId(residentId);

  const profileId = useQuery(studentQueries.profileResidentId()).data;
  useEffect(() => {
    if (profileId !== undefined && profileId !== null && getValues('resident_id') === '') setValue('resident_id', profileId);
  }, [profileId, getValues, setValue]);

  /** The ID looked up: the one typed, once typing paused. */
  const [checkedId, setCheckedId] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setCheckedId(id), VERIFY_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [id]);
  const check = useQuery({ ...studentQueries.idCard(checkedId ?? ''), enabled: checkedId !== null && checkedId === id });
  /** Verified: the check of the ID passed, or the card was verified here. */
  const verified = id !== null && (verifiedId === id || (checkedId === id && check.isSuccess));
  // A 400 is the answer "not verified yet"; any other failure is reported.
  const refusedAsUnverified = check.error instanceof ApiError && check.error.status === 400;
  useReportedFailure({ ...check, error: refusedAsUnverified ? null : check.error });

  useReportVerified(verified, onVerifiedChange);

  const years = useMemo(() => asOptions(idCardIssueYears()), []);
  const days = useMemo(() => (year !== '' && month !== '' ? asOptions(idCardIssueDays(year, month)) : []), [year, month]);

  const keepDayWithin = (nextYear: string, nextMonth: string) => {
    const day = getValues('issue_day');
    if (day === '') return;
    const offered = nextYear !== '' && nextMonth !== '' ? idCardIssueDays(nextYear, nextMonth) : [];
    if (!offered.includes(day)) setValue('issue_day', '');
  };

  const verify = () =>
    void form.handleSubmit(async (input) => {
      setSending(true);
      try {
        await verifyIdCard(idCardVerifyRequestOf(input));
        setVerifiedId(input.resident_id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          void showAlert({ title: MESSAGES.verifyFailed, text: error.message });
        } else if (error instanceof ApiError && error.status >= 500) {
          await showAlert({ title: MESSAGES.genericErrorTitle, text: error.message });
          pageReload.reload();
        } else {
          handleError(error);
        }
      } finally {
        setSending(false);
      }
    })();

  const verifyOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!verified && !sending) verify();
  };

  return (
    <Stack spacing={2} onKeyDown={verifyOnEnter}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="resident_id"
          label={L.resident_id}
          autoComplete="off"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack sx={{ pt: 2 }}>
          <VerificationStatus verified={verified} />
        </Stack>
      </Stack>
      {!verified && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 4 }}>
              <FormSelect
                control={control}
                name="issue_year"
                label={L.id_issue_year}
                options={years}
                onValueChange={(value) => keepDayWithin(value, month)}
              />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <FormSelect
                control={control}
                name="issue_month"
                label={L.id_issue_month}
                options={MONTH_OPTIONS}
                onValueChange={(value) => keepDayWithin(year, value)}
              />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <FormSelect control={control} name="issue_day" label={L.id_issue_day} options={days} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect control={control} name="issue_site" label={L.id_issue_site} options={OPTIONS.id_card_issue_site} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect
                control={control}
                name="apply_reason"
                label={L.id_apply_reason}
                options={OPTIONS.id_card_apply_reason}
              />
            </Grid>
          </Grid>
          <Button type="button" variant="contained" onClick={verify} disabled={sending} aria-busy={sending}>
            {MESSAGES.idCardVerify}
          </Button>
        </>
      )}
    </Stack>
  );
}
