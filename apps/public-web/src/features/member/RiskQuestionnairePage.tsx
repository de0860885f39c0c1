import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { FIELD_LABELS, OPTIONS, riskQuestionnaireSchema } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useNext } from '../../app/useNext';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormRadioGroup, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { RegistrationStepper } from './RegistrationStepper';
import { getRiskAnswers, saveRiskAnswers } from './member.api';

interface RiskValues {
  annual_household_income: string;
  total_investment_amount: string;
  risk_appetite: string;
}

const DEFAULTS: RiskValues = { annual_household_income: '', total_investment_amount: '', risk_appetite: '' };

const QUESTIONS = ['annual_household_income', 'total_investment_amount', 'risk_appetite'] as const;

export function RiskQuestionnairePage() {
  const next = useNext();
  const { status, setStatus } = useUserStatus();
  const navigate = useNavigate();
  const handleErrorRef = useErrorHandlerRef();
  const { control, reset, formState, leave, submitWith } = useFormPage(riskQuestionnaireSchema, {
    defaults: DEFAULTS,
    releaseOnRedirect: true,
  });

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
  }, [reset, handleErrorRef]);

  const onSubmit = submitWith(saveRiskAnswers, (result) => {
    leave.release();
    setStatus(result);
    navigate(next ?? '/', { replace: true });
  });

  return (
    <FormCard title="風險屬性調查" maxWidth="md" subtitle="請依您的實際情況作答，結果將作為投資建議與風險提示的依據。">
      {!status.isMemberCompletedQuestionnaire && <RegistrationStepper active={3} />}
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        {QUESTIONS.map((name) => (
          <FormRadioGroup
            key={name}
            control={control}
            name={name}
            label={FIELD_LABELS[name]}
            options={OPTIONS[name]}
            row={false}
          />
        ))}
        <SubmitButton sending={formState.isSubmitting}>送出</SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
