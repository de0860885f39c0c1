import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  MARKET_TEXTS,
  QUESTION_REPLY_MAX_LENGTH,
  QUESTION_TITLE_MAX_LENGTH,
  marketQuestionSchema,
  marketReplySchema,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { MarketQuestion, MarketQuestionsAnswer } from '@lendbridge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from '../../app/api';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { askQuestion, marketQueries, replyQuestion } from './market.api';
import { formatDateTime } from './format';

const T = MARKET_TEXTS;

/** Puts the server's message for one field under it; the other messages go to the 哎呀！ dialog. */
const onField =
  (field: string, show: (message: string) => void) =>
  (errors: FieldErrors): string[] => {
    const message = errors[field];
    if (message !== undefined) show(message);
    return Object.entries(errors)
      .filter(([key]) => key !== field)
      .map(([, text]) => text);
  };

const firstError = (result: { success: boolean; error?: Parameters<typeof zodIssuesToFieldErrors>[0] }): string | undefined =>
  result.success || result.error === undefined ? undefined : Object.values(zodIssuesToFieldErrors(result.error))[0];

function ReplyForm({ serial, question, onReplied }: { serial: string; question: MarketQuestion; onReplied: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const handleError = useErrorHandler();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(marketReplySchema.safeParse({ description: text }));
    setError(problem);
    if (problem !== undefined) return;
    setBusy(true);
    try {
      await replyQuestion(serial, question.id, text.trim());
      onReplied();
    } catch (caught) {
      handleError(caught, { onFieldErrors: onField('description', setError) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', gap: 1, mt: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={T.questionReplyLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: QUESTION_REPLY_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {T.questionReplySend}
      </Button>
    </Box>
  );
}

/** What shows when the questions cannot be read: none, and no asking or replying. */
const UNREADABLE: MarketQuestionsAnswer = { data: [], meta: { can_ask: false, can_reply: false } };

/**
 * The loan's Q&A: answered questions for everyone, a member's own unanswered ones marked as seen by
 * them and the borrower only; signed-in lenders ask, the borrower replies once to each.
 */
export function LoanQuestions({ serial }: { serial: string }) {
  const { status } = useUserStatus();
  const location = useLocation();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const read = useQuery(marketQueries.questions(serial, status.id));
  const answer = read.isError ? UNREADABLE : (read.data ?? null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: marketQueries.questions(serial, status.id).queryKey }),
    [queryClient, serial, status.id],
  );

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(marketQuestionSchema.safeParse({ title }));
    setError(problem);
    if (problem !== undefined) return;
    try {
      await askQuestion(serial, title.trim());
      setTitle('');
      setNotice(T.questionAsked);
      reload();
    } catch (caught) {
      handleError(caught, { onFieldErrors: onField('title', setError) });
    }
  };

  const questions = answer?.data ?? [];
  return (
    <Box>
      {questions.length === 0 && <Typography color="text.secondary">{T.questionsEmpty}</Typography>}
      <Stack divider={<Divider flexItem />} spacing={2}>
        {questions.map((question) => (
          <Box key={question.id} data-testid="question">
            <Typography sx={{ fontWeight: 700 }}>{question.title}</Typography>
            <Typography variant="caption" color="text.secondary">
              {`${T.askerLabel} ${question.user_serial} · ${formatDateTime(question.created_at)}`}
            </Typography>
            {question.description !== null ? (
              <Alert severity="success" icon={false} sx={{ mt: 1 }}>
                <Typography variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
                  {T.questionReplied}
                </Typography>
                {question.description}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`${T.questionPending}${T.questionPendingOnlyYou}`}
              </Typography>
            )}
            {answer?.meta.can_reply === true && question.description === null && (
              <ReplyForm serial={serial} question={question} onReplied={reload} />
            )}
          </Box>
        ))}
      </Stack>
      {notice !== null && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {answer?.meta.can_ask === true && (
        <Box component="form" onSubmit={(event) => void ask(event)} noValidate sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={T.questionTitle}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={error !== undefined}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: QUESTION_TITLE_MAX_LENGTH } }}
          />
          <Button type="submit" variant="contained">
            {T.questionAsk}
          </Button>
        </Box>
      )}
      {!status.loggedIn && (
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={withNext('/auth/login', `${location.pathname}${location.hash}`)}>
            {T.loginToAsk}
          </Link>
        </Typography>
      )}
    </Box>
  );
}
