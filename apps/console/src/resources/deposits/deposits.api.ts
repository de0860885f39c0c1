import type { DepositFormInput } from '@lendbridge/domain';
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
