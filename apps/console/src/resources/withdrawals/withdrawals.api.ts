import { withdrawalRejectFormSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { CONSOLE_API } from '../../dataProvider';
import { httpClient, type HttpClient } from '../../httpClient';

export const WITHDRAWALS_API = `${CONSOLE_API}/withdrawals`;

/** POST /api/console/withdrawals/payout: pays the selected pending requests out. */
export const payoutWithdrawals = async (ids: readonly Identifier[], client: HttpClient = httpClient): Promise<void> => {
  await client(`${WITHDRAWALS_API}/payout`, { method: 'POST', body: JSON.stringify({ ids }) });
};

/**
 * POST /api/console/withdrawals/:id/reject with the reason; a missing or long reason is refused
 * here as the 400 the API would answer.
 */
export const rejectWithdrawal = async (id: Identifier, reason: string, client: HttpClient = httpClient): Promise<void> => {
  const parsed = withdrawalRejectFormSchema.safeParse({ reason });
  if (!parsed.success) {
    const errors = zodIssuesToFieldErrors(parsed.error);
    throw new HttpError(errors.reason ?? '', 400, { message: errors.reason ?? '', errors });
  }
  await client(`${WITHDRAWALS_API}/${encodeURIComponent(String(id))}/reject`, {
    method: 'POST',
    body: JSON.stringify(parsed.data),
  });
};
