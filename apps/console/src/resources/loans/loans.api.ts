import { IDEMPOTENCY_KEY_HEADER } from '@lendbridge/domain';
import type { LoanDisburseInput } from '@lendbridge/domain';
import { CONSOLE_API } from '../../dataProvider';
import { httpClient, type HttpClient } from '../../httpClient';
import type { LoanRow } from './types';

export const LOANS_API = `${CONSOLE_API}/loans`;

/**
 * POST /api/console/loans/:serial/disburse {reason} with the action's Idempotency-Key: the
 * lenders' locked money goes to the borrower. Answers the loan as it is now.
 */
export const disburseLoan = async (
  serial: string,
  input: LoanDisburseInput,
  idempotencyKey: string,
  client: HttpClient = httpClient,
): Promise<LoanRow> => {
  const { json } = await client(`${LOANS_API}/${encodeURIComponent(serial)}/disburse`, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: new Headers({ 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
  });
  const record = json as { data?: LoanRow } & Partial<LoanRow>;
  return (record.data ?? record) as LoanRow;
};
