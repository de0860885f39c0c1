import { depositRejectFormSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { DepositFormInput } from '@lendbridge/domain';
import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { httpClient, type HttpClient } from '../../httpClient';
import { CONSOLE_API } from '../../dataProvider';
import type { DepositRow } from './types';

export const DEPOSITS_API = `${CONSOLE_API}/deposits`;

/**
 * POST /api/console/deposits with the submission's Idempotency-Key. ra-data-simple-rest's create
 * sends no extra header, so the deposit is posted here through the console's http client.
 */
export const createDeposit = async (
  input: DepositFormInput,
  idempotencyKey: string,
  client: HttpClient = httpClient,
): Promise<DepositRow> => {
  const { json } = await client(DEPOSITS_API, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }),
  });
  const record = json as { data?: DepositRow } & Partial<DepositRow>;
  return (record.data ?? record) as DepositRow;
};

const depositPath = (id: Identifier, action: 'approve' | 'reject') => `${DEPOSITS_API}/${encodeURIComponent(String(id))}/${action}`;

/**
 * POST /api/console/deposits/:id/approve with the action's Idempotency-Key: a second admin
 * credits a manual deposit that awaits approval.
 */
export const approveDeposit = async (id: Identifier, idempotencyKey: string, client: HttpClient = httpClient): Promise<DepositRow> => {
  const { json } = await client(depositPath(id, 'approve'), {
    method: 'POST',
    body: JSON.stringify({}),
    headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }),
  });
  return json as DepositRow;
};

/**
 * POST /api/console/deposits/:id/reject with the reason; a missing or long reason is refused here
 * as the 400 the API would answer.
 */
export const rejectDeposit = async (id: Identifier, reason: string, client: HttpClient = httpClient): Promise<DepositRow> => {
  const parsed = depositRejectFormSchema.safeParse({ reason });
  if (!parsed.success) {
    const errors = zodIssuesToFieldErrors(parsed.error);
    throw new HttpError(errors.reason ?? '', 400, { message: errors.reason ?? '', errors });
  }
  const { json } = await client(depositPath(id, 'reject'), { method: 'POST', body: JSON.stringify(parsed.data) });
  return json as DepositRow;
};
