import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REFERRAL_QUESTIONS, REFERRAL_RESULTS, REFERRAL_TEXTS, referralQuestionNumber, referralScoreText } from '@lendbridge/domain';
import { MgmRegistrationDialog } from './MgmRegistrationDialog';
import { useReferralQuiz } from './useReferralQuiz';
import type { ReferralQuizOptions } from './useReferralQuiz';

/**
 * The referral question box: the questionnaire (question 1 first, then by the answers) and its
 * result, kept in a cookie, with the button that opens the mgm-registration modal.
 */
export function ReferralQuizBox(options: ReferralQuizOptions) {
  const { state, serial, start, answer } = useReferralQuiz(options);
  const [registering, setRegistering] = useState(false);

  return (
    <Paper variant="outlined" component="section" aria-label={REFERRAL_TEXTS.quizTitle} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {REFERRAL_TEXTS.quizTitle}
        </Typography>
        {state.kind === 'start' && (
          <>
            <Typography color="text.secondary">{REFERRAL_TEXTS.quizIntro}</Typography>
            <Button variant="contained" onClick={start} sx={{ alignSelf: 'flex-start' }}>
              {REFERRAL_TEXTS.quizStart}
            </Button>
          </>
        )}
        {state.kind === 'question' && (
          <Stack spacing={2} role="group" aria-label={referralQuestionNumber(state.question)}>
            <Typography variant="overline">{referralQuestionNumber(state.question)}</Typography>
            <Typography>{REFERRAL_QUESTIONS[state.question]}</Typography>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={() => answer(true)}>
                {REFERRAL_TEXTS.quizYes}
              </Button>
              <Button variant="outlined" onClick={() => answer(false)}>
                {REFERRAL_TEXTS.quizNo}
              </Button>
            </Stack>
          </Stack>
        )}
        {state.kind === 'result' && (
          <Stack spacing={1.5}>
            <Typography variant="overline">{REFERRAL_TEXTS.quizResultTitle}</Typography>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {REFERRAL_RESULTS[state.outcome.result].label}
            </Typography>
            <Typography color="text.secondary">{referralScoreText(state.outcome.score)}</Typography>
            <Typography>{REFERRAL_RESULTS[state.outcome.result].description}</Typography>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
              <Button variant="contained" color="secondary" onClick={() => setRegistering(true)}>
                {REFERRAL_TEXTS.quizInvite}
              </Button>
              <Button onClick={start}>{REFERRAL_TEXTS.quizAgain}</Button>
            </Stack>
          </Stack>
        )}
      </Stack>
      <MgmRegistrationDialog open={registering} mgmSerial={serial} onClose={() => setRegistering(false)} />
    </Paper>
  );
}
