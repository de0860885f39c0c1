import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { FIELD_LABELS, LOAN_APP_TYPE_LABELS, MESSAGES, requiredField } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import type { FieldErrors } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { useReportedFailure, useReportedQuery } from '../../shared/useReportedQuery';
import { FormCard } from '../../shared/layout/FormCard';
import { CorporateApplication } from '../corporate-application/CorporateApplication';
import { CollateralStep } from './CollateralStep';
import { ConfirmDialog } from './ConfirmDialog';
import { GuarantorPanel } from './GuarantorPanel';
import { loanApplicationQueries, submitApplication } from './loanApplication.api';
import type { GuarantorState, LoanApplicationData, StoredCollateral } from './loanApplication.api';
import { CREATE_PAWNSHOP_SEGMENT, startUrl } from './LoanApplicationStartPage';
import { StepFields } from './StepFields';
import { isNotEditableError, useDraftAutosave } from './useDraftAutosave';
import {
  COLLATERALS_KEY,
  backPosition,
  collateralKindOf,
  firstStepOf,
  nextPosition,
  stepErrors,
  stepOfField,
  stepsOf,
  submissionErrors,
  valuesFromDraft,
  wizardAppType,
} from './wizard';
import type { WizardPosition, WizardValues } from './wizard';

export const BORROWER_PATH = '/account/borrower';
export const NEXT_LABEL = MESSAGES.nextStep;
export const BACK_LABEL = MESSAGES.previousStep;
export const SUBMIT_LABEL = MESSAGES.loanSubmitLabel;

const SAVE_STATE_TEXT = { idle: '', saving: MESSAGES.draftSaving, saved: MESSAGES.saved, failed: MESSAGES.saveFailed } as const;

/**
 * /loan-application/{serial}: the draft is loaded, then filled in on the wizard of its type (the
 * steps of LOAN_TYPE_RULES, autosaved as it is filled); a corporate draft opens the corporate form.
 * /loan-application/create-pawnshop starts a new pawn draft.
 */
export function LoanApplicationPage() {
  const { serial = '' } = useParams();
  if (serial === CREATE_PAWNSHOP_SEGMENT) return <Navigate to={startUrl('pawn_project')} replace />;
  return <DraftLoader key={serial} serial={serial} />;
}

/** Warns that the draft cannot be edited and goes back (or to the borrower overview), once. */
function useLeaveBack(): () => void {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const leftRef = useRef(false);
  return useCallback(() => {
    if (leftRef.current) return;
    leftRef.current = true;
    void showAlert({ title: MESSAGES.notEditable });
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(BORROWER_PATH, { replace: true });
  }, [navigate, showAlert]);
}

/** Loads the draft (and its collaterals); only a draft in prepare is opened, on the form of its type. */
function DraftLoader({ serial }: { serial: string }) {
  const leaveBack = useLeaveBack();
  const draftRead = useQuery(loanApplicationQueries.draft(serial));
  const data = draftRead.data;
  const editable = data !== undefined && data.application.status === 'prepare';
  const type = editable && data.application.app_type !== 'corporate' ? wizardAppType(data.application.app_type) : null;
  const collateralsRead = useReportedQuery({ ...loanApplicationQueries.collaterals(serial), enabled: type !== null && collateralKindOf(type) !== null });
  const draftError = draftRead.error;
  const notEditable = (data !== undefined && !editable) || isNotEditableError(draftError);
  useReportedFailure({ error: notEditable ? null : draftError, errorUpdatedAt: draftRead.errorUpdatedAt });

  useEffect(() => {
    if (notEditable) leaveBack();
  }, [notEditable, leaveBack]);

  if (!editable) return <PageLoading />;
  if (data.application.app_type === 'corporate') return <CorporateApplication serial={serial} draft={data} />;
  const collaterals = collateralsRead.isEnabled ? collateralsRead.data : [];
  if (collaterals === undefined) return <PageLoading />;
  return <ApplicationWizard serial={serial} draft={data} initialCollaterals={collaterals} leaveBack={leaveBack} />;
}

interface ApplicationWizardProps {
  serial: string;
  draft: LoanApplicationData;
  initialCollaterals: StoredCollateral[];
  leaveBack: () => void;
}

function ApplicationWizard({ serial, draft, initialCollaterals, leaveBack }: ApplicationWizardProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const appType = wizardAppType(draft.application.app_type);
  const steps = stepsOf(appType);
  const [initial] = useState(() => ({
    values: valuesFromDraft(draft),
    step: Math.min(Math.max(draft.step - 1, 0), steps.length - 1),
  }));
  const { control, getValues, setError, clearErrors, subscribe } = useForm<WizardValues>({ defaultValues: initial.values });
  const [collaterals, setCollaterals] = useState<StoredCollateral[]>(initialCollaterals);
  const [guarantor, setGuarantor] = useState<GuarantorState | null>(draft.guarantor ?? null);
  const [collateralError, setCollateralError] = useState<string | undefined>(undefined);
  const [position, setPosition] = useState<WizardPosition>({ step: initial.step, remembered: null });
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stepRef = useRef(initial.step);

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
    markSaved(initial.values, initial.step);
  }, [markSaved, initial]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name === undefined) return;
          clearErrors(name as FieldPath<WizardValues>);
          schedule();
        },
      }),
    [subscribe, clearErrors, schedule],
  );

  const moveTo = (next: WizardPosition) => {
    stepRef.current = next.step;
    setPosition(next);
    window.scrollTo({ top: 0 });
    void flush();
  };

  const last = steps.length - 1;
  const stepId = steps[position.step]?.id ?? steps[0]?.id ?? 'purpose';
  const collateralKind = collateralKindOf(appType);

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

  const send = async () => {
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

  /** Checks the step and the whole application; a student application first confirms that editing ends. */
  const onSubmit = () => {
    if (!checkStep()) return;
    const errors = submissionErrors(getValues(), appType, collaterals);
    if (Object.keys(errors).length > 0) {
      showErrors(errors, position.step);
      return;
    }
    if (appType === 'student') setConfirming(true);
    else void send();
  };

  return (
    <FormCard title={LOAN_APP_TYPE_LABELS[appType]} maxWidth="md" subtitle={`${MESSAGES.applicationSerialLabel} ${serial}`}>
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
      {appType === 'guarantor' && position.step === 0 && (
        <GuarantorPanel
          serial={serial}
          named={guarantor}
          onNamed={setGuarantor}
          onNotEditable={leaveBack}
          onError={(error) => handleErrorRef.current(error)}
        />
      )}
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        {stepId === 'collateral' && collateralKind !== null ? (
          <CollateralStep
            kind={collateralKind}
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
          <StepFields key={stepId} stepId={stepId} serial={serial} appType={appType} control={control} onBusyChange={setBusy} />
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
            <Button variant="contained" onClick={onSubmit} disabled={busy || sending} aria-busy={sending}>
              {SUBMIT_LABEL}
            </Button>
          )}
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={MESSAGES.studentSubmitConfirmTitle}
        text={MESSAGES.studentSubmitConfirmText}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
        onCancel={() => setConfirming(false)}
      />
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
