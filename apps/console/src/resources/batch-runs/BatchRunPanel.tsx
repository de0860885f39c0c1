import {
  CONSOLE_BATCH_RUN_TEXTS,
  batchRunDone,
  clockMovedTo,
  type BatchRunSummary,
  type BusinessClockAnswer,
} from '@lendbridge/domain';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { BatchRunParams, ClockForwardParams, ConsoleDataProvider } from '../../dataProvider';
import { errorDetails } from '../../shared/errors';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { useFieldLabel } from '../../shared/useFieldLabel';

const T = CONSOLE_BATCH_RUN_TEXTS;

const CLOCK_QUERY_KEY = ['batch-runs', 'businessClock'];

/**
 * Above the runs: the business clock with its move forward (demo), and the run of a chosen
 * business date (today's by default). A run carries an Idempotency-Key; sending the same date
 * again after an unanswered try reuses it.
 */
export const BatchRunPanel = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const label = useFieldLabel();
  const [date, setDate] = useState('');
  const [days, setDays] = useState('1');

  const { data: clock, error: clockError } = useQuery({
    queryKey: CLOCK_QUERY_KEY,
    queryFn: async () => (await dataProvider.getBusinessClock()).data,
  });

  useEffect(() => {
    if (clock !== undefined) setDate((current) => (current === '' ? clock.today : current));
  }, [clock]);

  useEffect(() => {
    if (clockError !== null) notify(errorDetails(clockError).message, { type: 'error' });
  }, [clockError, notify]);

  const runBatch = useConsoleAction<BatchRunParams, BatchRunSummary>({
    send: async (provider, params, meta) => (await provider.runBatch(params, meta)).data,
    done: (summary) => batchRunDone(summary.business_date, summary.collected_rows, summary.collected_amount),
    keyed: true,
    fields: 'any',
  });

  const moveClock = useConsoleAction<ClockForwardParams, BusinessClockAnswer>({
    send: async (provider, params) => (await provider.moveBusinessClock(params)).data,
    done: (answer) => clockMovedTo(answer.today),
    onDone: (answer) => {
      queryClient.setQueryData(CLOCK_QUERY_KEY, answer);
      setDate(answer.today);
    },
    refresh: false,
    fields: 'any',
  });

  const busy = runBatch.isPending || moveClock.isPending;
  const errors = { ...runBatch.errors, ...moveClock.errors };

  const run = () => {
    moveClock.setErrors({});
    return runBatch.run({ business_date: date });
  };

  const moveForward = () => {
    runBatch.setErrors({});
    return moveClock.run({ days_forward: days });
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
              label={label('days_forward')}
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
              label={label('business_date')}
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
