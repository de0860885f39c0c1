import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { FIELD_LABELS, OPTIONS, riskQuestionnaireSchema } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useNext } from '../../app/useNext';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { FormCard } from '../../shared/layout/FormCard';
import { FormRadioGroup, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { RegistrationStepper } from './RegistrationStepper';
import { memberQueries, saveRiskAnswers } from './member.api';

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
  const { control, reset, formState, leave, submitWith } = useFormPage(riskQuestionnaireSchema, {
    defaults: DEFAULTS,
    releaseOnRedirect: true,
  });

  const answers = useReportedQuery(memberQueries.riskAnswers()).data;
  useEffect(() => {
    if (answers === undefined || answers === null) return;
    reset({
      annual_household_income: answers.annual_household_income,
      total_investment_amount: answers.total_investment_amount,
      risk_appetite: answers.risk_appetite,
    });
  }, [answers, reset]);

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
