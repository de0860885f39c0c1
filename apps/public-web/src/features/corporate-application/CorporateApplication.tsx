import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { FieldErrors as FormErrors, FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FIELD_LABELS, LOAN_APP_TYPE_LABELS, LOAN_TYPE_RULES, MESSAGES } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import type { FieldErrors } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { applyFieldErrors } from '../../shared/form';
import { FormCard } from '../../shared/layout/FormCard';
import { useSchemaForm } from '../../shared/useFormPage';
import type { LoanApplicationData } from '../loan-application/loanApplication.api';
import { isNotEditableError } from '../loan-application/useDraftAutosave';
import { readAgreementCookie, clearAgreementCookie, writeAgreementCookie } from './agreementCookie';
import { submitCorporateApplication } from './corporateApplication.api';
import {
  CORPORATE_STEPS,
  FORM_STEP,
  PREVIEW_STEP,
  SAVED_BLOCKS,
  corporateValuesFromDraft,
  stepOfField,
  submissionInput,
  tickedItems,
} from './corporateForm';
import type { CorporateValues } from './corporateForm';
import { CorporateFields, GROUP_ERROR_ATTRIBUTE } from './CorporateFields';
import { CorporatePreview } from './CorporatePreview';
import { useCorporateAutosave } from './useCorporateAutosave';

/** Where a submitted application (or a draft that cannot be edited, without history) leads. */
export const BORROWER_OVERVIEW_PATH = '/account/borrower';

const SAVE_STATE_TEXT = { idle: '', saving: MESSAGES.draftSaving, saved: MESSAGES.saved, failed: MESSAGES.saveFailed } as const;

/** What the submit scrolls to: the first field, checkbox or address marked with an error. */
const ERROR_SELECTOR = `[aria-invalid="true"], .Mui-error, [${GROUP_ERROR_ATTRIBUTE}]`;

const INPUT_SELECTOR = 'input, select, textarea';

type Name = FieldPath<CorporateValues>;

export interface CorporateApplicationProps {
  serial: string;
  /** The loaded draft (GET /api/loan-applications/:serial) of a corporate application. */
  draft: LoanApplicationData;
}

/**
 * The corporate loan application (steps 企業貸款申請 and 完成申請) of a loaded draft: autosaved
 * every 30 s and on leaving the page, agreements kept in a cookie, submitted with the agreement.
 */
export function CorporateApplication({ serial, draft }: CorporateApplicationProps) {
  return <CorporateForm key={serial} serial={serial} draft={draft} />;
}

const clampStep = (step: number): number => Math.min(Math.max(step - 1, FORM_STEP), PREVIEW_STEP);

const hasFormErrors = (errors: FormErrors<CorporateValues>): boolean =>
  SAVED_BLOCKS.some((block) => errors[block] !== undefined);

function CorporateForm({ serial, draft }: CorporateApplicationProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const [initial] = useState(() => ({
    values: corporateValuesFromDraft(draft, readAgreementCookie(serial)),
    step: clampStep(draft.step),
  }));
  const form = useSchemaForm(LOAN_TYPE_RULES.corporate.submitSchema, {
    defaults: initial.values,
    toPayload: submissionInput,
  });
  const { control, getValues, setError, clearErrors, getFieldState, subscribe, trigger, handleSubmit } = form;
  const [step, setStep] = useState(initial.step);
  const [sending, setSending] = useState(false);
  const [scrollRequest, setScrollRequest] = useState(0);
  const stepRef = useRef(initial.step);
  const leftRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const goTo = useCallback((next: number) => {
    stepRef.current = next;
    setStep(next);
  }, []);

  /** Shows the step holding the first error, scrolls to it and alerts 輸入錯誤 / 請確認填寫欄位. */
  const revealErrors = useCallback(
    (target: number, unmatched: readonly string[] = []) => {
      goTo(target);
      setScrollRequest((count) => count + 1);
      void showAlert({ title: MESSAGES.inputErrorTitle, text: [MESSAGES.inputErrorText, ...unmatched].join('\n') });
    },
    [goTo, showAlert],
  );

  /** Puts field errors under their fields; answers the messages no field shows. */
  const putErrors = useCallback(
    (errors: FieldErrors): string[] => applyFieldErrors(setError, errors, getValues()),
    [setError, getValues],
  );

  const firstStepOf = (errors: FieldErrors): number =>
    Math.min(...Object.keys(errors).map(stepOfField), PREVIEW_STEP);

  const leaveBack = useCallback(() => {
    if (leftRef.current) return;
    leftRef.current = true;
    void showAlert({ title: MESSAGES.notEditable });
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(BORROWER_OVERVIEW_PATH, { replace: true });
  }, [navigate, showAlert]);

  const autosave = useCorporateAutosave({
    serial,
    initialValues: initial.values,
    initialStep: initial.step,
    getValues,
    stepRef,
    doneRef: leftRef,
    onFieldErrors: useCallback((errors: FieldErrors) => void putErrors(errors), [putErrors]),
    onNotEditable: leaveBack,
    onError: useCallback((error: unknown) => handleErrorRef.current(error), [handleErrorRef]),
  });
  const { flush } = autosave;

  useEffect(() => {
    if (draft.application.status !== 'prepare') leaveBack();
  }, [draft.application.status, leaveBack]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name === undefined) return;
          if (name.startsWith('agreement.')) {
            writeAgreementCookie(serial, tickedItems(getValues('agreement')));
            clearErrors(name as Name);
            return;
          }
          const group = name.split('.').slice(0, 2).join('.') as Name;
          const groupError = getFieldState(group).error;
          clearErrors(groupError?.message !== undefined && group !== name ? [name as Name, group] : (name as Name));
        },
      }),
    [subscribe, serial, getValues, clearErrors, getFieldState],
  );

  useEffect(() => {
    if (scrollRequest === 0) return;
    const marked = formRef.current?.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (marked === null || marked === undefined) return;
    const target = marked.closest<HTMLElement>(`.MuiFormControl-root, [${GROUP_ERROR_ATTRIBUTE}]`) ?? marked;
    target.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    const input = target.matches(INPUT_SELECTOR) ? target : target.querySelector<HTMLElement>(INPUT_SELECTOR);
    input?.focus({ preventScroll: true });
  }, [scrollRequest, step]);

  const onNext = async () => {
    if (await trigger([...SAVED_BLOCKS])) {
      goTo(PREVIEW_STEP);
      window.scrollTo({ top: 0 });
    } else revealErrors(FORM_STEP);
  };

  const onBack = () => {
    goTo(FORM_STEP);
    window.scrollTo({ top: 0 });
  };

  const send = async () => {
    setSending(true);
    try {
      const saved = await flush();
      if (leftRef.current) return;
      if (!saved.ok) {
        const fieldErrors = { ...saved.invalid, ...(saved.error instanceof ApiError ? saved.error.errors : {}) };
        if (Object.keys(fieldErrors).length > 0) revealErrors(firstStepOf(fieldErrors));
        else if (saved.error !== undefined && ladderStepForError(saved.error) === null) handleErrorRef.current(saved.error);
        return;
      }
      await submitCorporateApplication(serial, getValues('agreement'));
      leftRef.current = true;
      clearAgreementCookie();
      void showAlert({ title: MESSAGES.submitSuccess });
      navigate(BORROWER_OVERVIEW_PATH, { replace: true });
    } catch (error) {
      if (isNotEditableError(error)) leaveBack();
      else if (error instanceof ApiError && Object.keys(error.errors).length > 0 && ladderStepForError(error) === null) {
        const unmatched = putErrors(error.errors);
        revealErrors(firstStepOf(error.errors), unmatched);
      } else handleErrorRef.current(error);
    } finally {
      setSending(false);
    }
  };

  const checkAndSend = handleSubmit(send, (errors) => revealErrors(hasFormErrors(errors) ? FORM_STEP : PREVIEW_STEP));

  /** The only way in: a click on 送出申請 while the preview shows. */
  const onSubmitClick = () => {
    if (stepRef.current === PREVIEW_STEP) void checkAndSend();
  };

  return (
    <FormCard title={LOAN_APP_TYPE_LABELS.corporate} maxWidth="md" subtitle={`${FIELD_LABELS.loan_serial} ${serial}`}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {CORPORATE_STEPS.map((item, index) => (
          <Step key={item.id} completed={index < step}>
            <StepLabel>{item.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {CORPORATE_STEPS[step]?.title}
      </Typography>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        {step === FORM_STEP ? <CorporateFields control={control} /> : <CorporatePreview control={control} />}
        <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
          {step > FORM_STEP && (
            <Button variant="outlined" onClick={onBack} disabled={sending}>
              {MESSAGES.previousStep}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2" color={autosave.state === 'failed' ? 'error' : 'text.secondary'} role="status">
              {SAVE_STATE_TEXT[autosave.state]}
            </Typography>
          </Box>
          {step < PREVIEW_STEP ? (
            <Button key="next" type="button" variant="contained" onClick={() => void onNext()}>
              {MESSAGES.nextStep}
            </Button>
          ) : (
            <Button key="submit" type="button" variant="contained" onClick={onSubmitClick} disabled={sending} aria-busy={sending}>
              {MESSAGES.loanSubmitLabel}
            </Button>
          )}
        </Stack>
      </Box>
    </FormCard>
  );
}
