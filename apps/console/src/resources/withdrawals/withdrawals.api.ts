import { withdrawalPayoutSchema, withdrawalRejectFormSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { CONSOLE_API } from '../../dataProvider';
import { httpClient, type HttpClient } from '../../httpClient';

export const WITHDRAWALS_API = `${CONSOLE_API}/withdrawals`;

/**
 * POST /api/console/withdrawals/payout: pays the selected pending requests out, with the reason
 * the audit trail keeps; a missing reason is refused here as the 400 the API would answer.
 */
export const payoutWithdrawals = async (ids: readonly Identifier[], reason: string, client: HttpClient = httpClient): Promise<void> => {
  const parsed = withdrawalPayoutSchema.safeParse({ ids, reason });
  if (!parsed.success) {
    const errors = zodIssuesToFieldErrors(parsed.error);
    throw new HttpError(errors.reason ?? errors.ids ?? '', 400, { message: errors.reason ?? errors.ids ?? '', errors });
  }
  await client(`${WITHDRAWALS_API}/payout`, { method: 'POST', body: JSON.stringify(parsed.data) });
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
