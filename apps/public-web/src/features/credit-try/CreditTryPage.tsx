import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CREDIT_TRY_QUESTIONS, MESSAGES } from '@lendbridge/domain';
import { FormCard } from '../../shared/layout/FormCard';
import { CreditTryQuestionStep } from './CreditTryQuestionStep';
import { CreditTryResultCard } from './CreditTryResultCard';
import { useCreditTry } from './useCreditTry';

/** The questionnaire's route; sign-in and registration return here so kept answers are sent. */
export const CREDIT_TRY_PATH = '/my-credit';

function Loading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={MESSAGES.creditTryLoading} />
      <Typography color="text.secondary">{MESSAGES.creditTryLoading}</Typography>
    </Stack>
  );
}

function StartStep({ onStart }: { onStart: () => void }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography sx={{ mb: 3 }}>{MESSAGES.creditTryIntro}</Typography>
      <Button variant="contained" color="secondary" size="large" onClick={onStart}>
        {MESSAGES.creditTryStart}
      </Button>
    </Box>
  );
}

/** /my-credit: the credit-try questionnaire (start → question 1..8 → result), open to visitors. */
export function CreditTryPage() {
  const { step, answers, error, start, answer, next, previous, retake } = useCreditTry();
  const position = step.kind === 'question' ? step.index : step.kind;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [position]);

  return (
    <FormCard title={MESSAGES.creditTryTitle} maxWidth="md">
      {step.kind === 'loading' && <Loading />}
      {step.kind === 'start' && <StartStep onStart={start} />}
      {step.kind === 'question' && (
        <CreditTryQuestionStep
          key={CREDIT_TRY_QUESTIONS[step.index].key}
          question={CREDIT_TRY_QUESTIONS[step.index]}
          index={step.index}
          total={CREDIT_TRY_QUESTIONS.length}
          value={answers[CREDIT_TRY_QUESTIONS[step.index].key]}
          error={error}
          onAnswer={answer}
          onNext={next}
          onPrevious={previous}
        />
      )}
      {step.kind === 'result' && (
        <CreditTryResultCard outcome={step.outcome} returnTo={CREDIT_TRY_PATH} onRetake={retake} />
      )}
    </FormCard>
  );
}
