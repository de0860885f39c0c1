import {
  CONSOLE_BATCH_RUN_TEXTS,
  batchRunDone,
  batchRunRequestSchema,
  clockForwardSchema,
  clockMovedTo,
  zodIssuesToFieldErrors,
  type BusinessClockAnswer,
} from '@lendbridge/domain';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { isUnanswered, useIdempotencyKeys } from '../../shared/idempotency';
import { errorDetails } from '../../shared/errors';
import { fetchClock, moveClockForward, runBatch } from './batch-runs.api';

const T = CONSOLE_BATCH_RUN_TEXTS;

/**
 * Above the runs: the business clock with its move forward (demo), and the run of a chosen
 * business date (today's by default). A run carries an Idempotency-Key; sending the same date
 * again after an unanswered try reuses it.
 */
export const BatchRunPanel = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const keys = useIdempotencyKeys();
  const [clock, setClock] = useState<BusinessClockAnswer | null>(null);
  const [date, setDate] = useState('');
  const [days, setDays] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchClock()
      .then((answer) => {
        if (!live) return;
        setClock(answer);
        setDate((current) => (current === '' ? answer.today : current));
      })
      .catch((error: unknown) => {
        const { message } = errorDetails(error);
        if (live) notify(message, { type: 'error', messageArgs: { _: message } });
      });
    return () => {
      live = false;
    };
  }, [notify]);

  const failed = (error: unknown) => {
    const { message, errors: fields } = errorDetails(error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else notify(message, { type: 'error', messageArgs: { _: message } });
  };

  const run = async () => {
    const parsed = batchRunRequestSchema.safeParse({ business_date: date });
    if (!parsed.success) {
      setErrors(zodIssuesToFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const summary = await runBatch(parsed.data, keys.keyFor(parsed.data));
      keys.settle();
      const done = batchRunDone(summary.business_date, summary.collected_rows, summary.collected_amount);
      notify(done, { type: 'success', messageArgs: { _: done } });
      refresh();
    } catch (error) {
      if (!isUnanswered(error)) keys.settle();
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const moveForward = async () => {
    const parsed = clockForwardSchema.safeParse({ days_forward: days });
    if (!parsed.success) {
      setErrors(zodIssuesToFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await moveClockForward(parsed.data);
      setClock(answer);
      setDate(answer.today);
      const moved = clockMovedTo(answer.today);
      notify(moved, { type: 'success', messageArgs: { _: moved } });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {T.clockTitle}
          </Typography>
          <Typography aria-label={T.today}>
            {T.today}：{clock?.today ?? '—'}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {T.offset_days}：{clock?.offset_days ?? '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {T.clockHelp}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={T.days_forward}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={errors.days_forward !== undefined}
              helperText={errors.days_forward ?? ' '}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button variant="outlined" onClick={() => void moveForward()} disabled={busy}>
              {T.moveForward}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {T.runTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {T.runHelp}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={T.business_date}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={errors.business_date !== undefined}
              helperText={errors.business_date ?? ' '}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button variant="contained" onClick={() => void run()} disabled={busy} aria-busy={busy}>
              {T.run}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
};
