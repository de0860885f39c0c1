import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_TEXTS, FAQ_FEEDBACK_MAX_LENGTH, FAQ_PAGE_TEXTS, FAQ_SCORE_MAX, faqFeedbackSchema, remainingCharacters } from '@lendbridge/domain';
import { useAlert } from '../../shared/AlertDialog';
import { sendFaqFeedback } from './help.api';

type FeedbackState = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * The feedback under an opened FAQ item: a score of 1–5 (required: without one the alert
 * 您有欄位未填 / 煩請您提供問題分數，謝謝！ shows) and a comment of at most 100 characters with what
 * remains; 目前無法送出意見 when it cannot be sent, a thank-you once it is.
 */
export function FaqFeedbackForm({ itemId }: { itemId: number }) {
  const { showAlert } = useAlert();
  const [score, setScore] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [state, setState] = useState<FeedbackState>('editing');
  const remaining = remainingCharacters(content, FAQ_FEEDBACK_MAX_LENGTH);

  if (state === 'sent') return <Alert severity="success">{FAQ_PAGE_TEXTS.feedbackThanks}</Alert>;

  const submit = async () => {
    const parsed = faqFeedbackSchema.safeParse({ item_id: itemId, score: score ?? undefined, content });
    if (!parsed.success) {
      const scoreMissing = parsed.error.issues.some((issue) => issue.path[0] === 'score');
      if (scoreMissing) await showAlert({ title: CONTENT_TEXTS.feedbackMissingTitle, text: CONTENT_TEXTS.feedbackScoreRequired });
      return;
    }
    setState('sending');
    try {
      await sendFaqFeedback(parsed.data);
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const labelId = `faq-feedback-score-${itemId}`;
  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack spacing={1.5}>
        <Typography id={labelId} variant="subtitle2">
          {FAQ_PAGE_TEXTS.feedbackTitle}
        </Typography>
        <Rating name={`score-${itemId}`} max={FAQ_SCORE_MAX} value={score} onChange={(_event, value) => setScore(value)} getLabelText={(value: number) => `${value} 分`} aria-labelledby={labelId} />
        <TextField
          multiline
          minRows={2}
          fullWidth
          label={FAQ_PAGE_TEXTS.feedbackContent}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={remaining < 0}
          helperText={<span aria-live="polite">{`剩餘 ${remaining} 字`}</span>}
        />
        {state === 'failed' && <Alert severity="error">{CONTENT_TEXTS.feedbackFailed}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={state === 'sending' || remaining < 0}>
            {FAQ_PAGE_TEXTS.feedbackSubmit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
