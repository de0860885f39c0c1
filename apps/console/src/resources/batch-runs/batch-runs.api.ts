import { IDEMPOTENCY_KEY_HEADER } from '@lendbridge/domain';
import type { BatchRunRequestInput, BatchRunSummary, BusinessClockAnswer, ClockForwardInput } from '@lendbridge/domain';
import { CONSOLE_API } from '../../dataProvider';
import { httpClient, type HttpClient } from '../../httpClient';

export const BATCH_RUNS_API = `${CONSOLE_API}/batch-runs`;
export const CLOCK_API = `${CONSOLE_API}/clock`;

const dataOf = <T>(json: unknown): T => (json as { data: T }).data;

/** POST /api/console/batch-runs with the run's Idempotency-Key: the batch of the business date. Answers its summary. */
export const runBatch = async (input: BatchRunRequestInput, idempotencyKey: string, client: HttpClient = httpClient): Promise<BatchRunSummary> => {
  const { json } = await client(BATCH_RUNS_API, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: new Headers({ 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
  });
  return dataOf<BatchRunSummary>(json);
};

/** GET /api/console/clock: today's business date and the demo offset. */
export const fetchClock = async (client: HttpClient = httpClient): Promise<BusinessClockAnswer> =>
  dataOf<BusinessClockAnswer>((await client(CLOCK_API)).json);

/** PUT /api/console/clock: moves the business clock forward. */
export const moveClockForward = async (input: ClockForwardInput, client: HttpClient = httpClient): Promise<BusinessClockAnswer> => {
  const { json } = await client(CLOCK_API, { method: 'PUT', body: JSON.stringify(input) });
  return dataOf<BusinessClockAnswer>(json);
};
