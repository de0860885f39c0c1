import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { FIELD_LABELS, LOAN_APP_TYPE_LABELS, MESSAGES, requiredField } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import type { FieldErrors } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { FormCard } from '../../shared/layout/FormCard';
import { CollateralStep } from './CollateralStep';
import { fetchApplication, listCollaterals, submitApplication } from './loanApplication.api';
import type { StoredCollateral } from './loanApplication.api';
import { CREATE_PAWNSHOP_SEGMENT, startUrl } from './LoanApplicationStartPage';
import { StepFields } from './StepFields';
import { isNotEditableError, useDraftAutosave } from './useDraftAutosave';
import {
  APP_TYPE,
  COLLATERALS_KEY,
  EMPTY_VALUES,
  backPosition,
  firstStepOf,
  hasCollaterals,
  nextPosition,
  stepErrors,
  stepOfField,
  stepsOf,
  submissionErrors,
  valuesFromDraft,
  wizardAppType,
} from './wizard';
import type { WizardAppType, WizardPosition, WizardValues } from './wizard';

export const BORROWER_PATH = '/account/borrower';
export const NEXT_LABEL = '下一步';
export const BACK_LABEL = '上一步';
export const SUBMIT_LABEL = '送出申請';

const SAVE_STATE_TEXT = { idle: '', saving: '儲存中…', saved: MESSAGES.saved, failed: MESSAGES.saveFailed } as const;

/**
 * /loan-application/{serial}: the application wizard over the steps of the draft's type (credit,
 * or pawn with its collateral step), autosaved as it is filled. /loan-application/create-pawnshop
 * starts a new pawn draft.
 */
export function LoanApplicationPage() {
  const { serial = '' } = useParams();
  if (serial === CREATE_PAWNSHOP_SEGMENT) return <Navigate to={startUrl('pawn_project')} replace />;
  return <ApplicationWizard serial={serial} />;
}

function ApplicationWizard({ serial }: { serial: string }) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const { control, getValues, reset, setError, clearErrors, subscribe } = useForm<WizardValues>({
    defaultValues: EMPTY_VALUES,
  });
  const [loaded, setLoaded] = useState(false);
  const [appType, setAppType] = useState<WizardAppType>(APP_TYPE);
  const [collaterals, setCollaterals] = useState<StoredCollateral[]>([]);
  const [collateralError, setCollateralError] = useState<string | undefined>(undefined);
  const [position, setPosition] = useState<WizardPosition>({ step: 0, remembered: null });
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const stepRef = useRef(0);
  const leftRef = useRef(false);

  const leaveBack = useCallback(() => {
    if (leftRef.current) return;
    leftRef.current = true;
    void showAlert({ title: MESSAGES.notEditable });
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(BORROWER_PATH, { replace: true });
  }, [navigate, showAlert]);

  const showErrors = useCallback(
    (errors: FieldErrors, current: number): string[] => {
      const unmatched: string[] = [];
      let focused = false;
      for (const [name, message] of Object.entries(errors)) {
        if (name === COLLATERALS_KEY && stepOfField(name, appType) !== undefined) {
          setCollateralError(message);
          continue;
        }
        if (stepOfField(name, appType) === undefined) {
          unmatched.push(message);
          continue;
        }
        setError(name as FieldPath<WizardValues>, { type: 'validate', message }, { shouldFocus: !focused });
        focused = true;
      }
      const target = firstStepOf(Object.keys(errors), appType);
      if (target !== undefined && target !== current) {
        stepRef.current = target;
        setPosition({ step: target, remembered: current });
        window.scrollTo({ top: 0 });
      }
      return unmatched;
    },
    [setError, appType],
  );

  const autosave = useDraftAutosave({
    serial,
    appType,
    getValues,
    stepRef,
    onFieldErrors: useCallback(
      (errors: FieldErrors) => {
        for (const [name, message] of Object.entries(errors)) {
          if (name !== COLLATERALS_KEY && stepOfField(name, appType) !== undefined) {
            setError(name as FieldPath<WizardValues>, { type: 'validate', message });
          }
        }
      },
      [setError, appType],
    ),
    onNotEditable: leaveBack,
    onError: useCallback((error: unknown) => handleErrorRef.current(error), [handleErrorRef]),
  });
  const { markSaved, schedule, flush } = autosave;
  const leave = useLeaveConfirm(autosave.unsaved || sending);

  useEffect(() => {
    const controller = new AbortController();
    leftRef.current = false;
    fetchApplication(serial, controller.signal)
      .then(async (data) => {
        if (data.application.status !== 'prepare') {
          leaveBack();
          return;
        }
        const type = wizardAppType(data.application.app_type);
        const stored = hasCollaterals(type) ? await listCollaterals(serial, controller.signal) : [];
        const values = valuesFromDraft(data);
        const step = Math.min(Math.max(data.step - 1, 0), stepsOf(type).length - 1);
        setAppType(type);
        setCollaterals(stored);
        reset(values);
        markSaved(values, step);
        stepRef.current = step;
        setPosition({ step, remembered: null });
        setLoaded(true);
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (isNotEditableError(error)) leaveBack();
        else handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [serial, reset, markSaved, leaveBack, handleErrorRef]);

  useEffect(() => {
    if (!loaded) return undefined;
    return subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name === undefined) return;
        clearErrors(name as FieldPath<WizardValues>);
        schedule();
      },
    });
  }, [loaded, subscribe, clearErrors, schedule]);

  const moveTo = (next: WizardPosition) => {
    stepRef.current = next.step;
    setPosition(next);
    window.scrollTo({ top: 0 });
    void flush();
  };

  const steps = stepsOf(appType);
  const last = steps.length - 1;
  const stepId = steps[position.step]?.id ?? 'purpose';

  const checkStep = (): boolean => {
    clearErrors();
    setCollateralError(undefined);
    const errors = stepErrors(stepId, getValues(), appType);
    if (stepId === 'collateral' && collaterals.length === 0) errors[COLLATERALS_KEY] = requiredField(FIELD_LABELS.collaterals);
    if (Object.keys(errors).length === 0) return true;
    showErrors(errors, position.step);
    return false;
  };

  const onNext = () => {
    if (checkStep()) moveTo(nextPosition(position, steps.length));
  };

  const onBack = (to?: number) => moveTo(backPosition(position, to));

  const onSubmit = async () => {
    if (!checkStep()) return;
    const values = getValues();
    const errors = submissionErrors(values, appType, collaterals);
    if (Object.keys(errors).length > 0) {
      showErrors(errors, position.step);
      return;
    }
    setSending(true);
    try {
      if (!(await flush())) return;
      await submitApplication(serial, appType);
      leave.release();
      void showAlert({ title: MESSAGES.submitSuccess });
      navigate(BORROWER_PATH, { replace: true });
    } catch (error) {
      if (isNotEditableError(error)) leaveBack();
      else if (error instanceof ApiError && Object.keys(error.errors).length > 0 && ladderStepForError(error) === null) {
        const unmatched = showErrors(error.errors, position.step);
        if (unmatched.length > 0) void showAlert({ title: MESSAGES.genericErrorTitle, text: unmatched.join('\n') });
      } else handleErrorRef.current(error);
    } finally {
      setSending(false);
    }
  };

  if (!loaded) return <PageLoading />;

  return (
    <FormCard title={LOAN_APP_TYPE_LABELS[appType]} maxWidth="md" subtitle={`案件編號 ${serial}`}>
      <Stepper activeStep={position.step} alternativeLabel nonLinear sx={{ mb: 3 }}>
        {steps.map((step, index) => (
          <Step key={step.id} completed={index < position.step}>
            <StepButton disabled={index >= position.step} onClick={() => onBack(index)}>
              {step.title}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {steps[position.step]?.title}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        {stepId === 'collateral' ? (
          <CollateralStep
            serial={serial}
            collaterals={collaterals}
            onCollateralsChange={(next) => {
              setCollaterals(next);
              if (next.length > 0) setCollateralError(undefined);
            }}
            error={collateralError}
            onError={(error) => handleErrorRef.current(error)}
          />
        ) : (
          <StepFields key={stepId} stepId={stepId} appType={appType} control={control} onBusyChange={setBusy} />
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
          {position.step > 0 && (
            <Button variant="outlined" onClick={() => onBack()} disabled={sending}>
              {BACK_LABEL}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2" color={autosave.state === 'failed' ? 'error' : 'text.secondary'} role="status">
              {SAVE_STATE_TEXT[autosave.state]}
            </Typography>
          </Box>
          {position.step < last ? (
            <Button variant="contained" onClick={onNext} disabled={busy}>
              {NEXT_LABEL}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void onSubmit()} disabled={busy || sending} aria-busy={sending}>
              {SUBMIT_LABEL}
            </Button>
          )}
        </Stack>
      </Box>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
