import { useEffect, useRef } from 'react';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_LABELS, OPTIONS, riskQuestionnaireSchema } from '@lendbridge/domain';
import type { RiskQuestionnaireInput } from '@lendbridge/domain';
import { safeNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormRadioGroup, SubmitButton, applyFieldErrors, formResolver } from '../../shared/form';
import { RegistrationStepper } from './RegistrationStepper';
import { getRiskAnswers, saveRiskAnswers } from './member.api';

interface RiskValues {
  annual_household_income: string;
  total_investment_amount: string;
  risk_appetite: string;
}

const DEFAULTS: RiskValues = { annual_household_income: '', total_investment_amount: '', risk_appetite: '' };

export function RiskQuestionnairePage() {
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const handleErrorRef = useRef(handleError);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<RiskValues, unknown, RiskQuestionnaireInput>({
    resolver: formResolver(riskQuestionnaireSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const leave = useLeaveConfirm(isDirty && !isSubmitting);

  useEffect(() => {
    handleErrorRef.current = handleError;
  }, [handleError]);

  useEffect(() => {
    const controller = new AbortController();
    getRiskAnswers(controller.signal)
      .then((answers) => {
        if (answers !== null) {
          reset({
            annual_household_income: answers.annual_household_income,
            total_investment_amount: answers.total_investment_amount,
            risk_appetite: answers.risk_appetite,
          });
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [reset]);

  const onSubmit = async (input: RiskQuestionnaireInput) => {
    try {
      const result = await saveRiskAnswers(input);
      leave.release();
      setStatus(result);
      navigate(next ?? '/', { replace: true });
    } catch (error) {
      handleError(error, {
        onFieldErrors: (errors) => applyFieldErrors(setError, errors, DEFAULTS),
        beforeRedirect: leave.release,
      });
    }
  };

  return (
    <FormCard title="風險屬性調查" maxWidth="md" subtitle="請依您的實際情況作答，結果將作為投資建議與風險提示的依據。">
      {!status.isMemberCompletedQuestionnaire && <RegistrationStepper active={3} />}
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormRadioGroup
          control={control}
          name="annual_household_income"
          label={FIELD_LABELS.annual_household_income}
          options={OPTIONS.annual_household_income}
          row={false}
        />
        <FormRadioGroup
          control={control}
          name="total_investment_amount"
          label={FIELD_LABELS.total_investment_amount}
          options={OPTIONS.total_investment_amount}
          row={false}
        />
        <FormRadioGroup
          control={control}
          name="risk_appetite"
          label={FIELD_LABELS.risk_appetite}
          options={OPTIONS.risk_appetite}
          row={false}
        />
        <SubmitButton sending={isSubmitting}>送出</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
