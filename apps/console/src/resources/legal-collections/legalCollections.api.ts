import { IDEMPOTENCY_KEY_HEADER, legalCollectionAdvanceSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { CONSOLE_API } from '../../dataProvider';
import { httpClient, type HttpClient } from '../../httpClient';
import type { LegalCollectionDetail } from './types';

export const LEGAL_COLLECTIONS_API = `${CONSOLE_API}/legal-collections`;

/**
 * POST /api/console/legal-collections/:id/advance with the note and the action's Idempotency-Key:
 * the request moves to its next stage. A missing or long note is refused here as the 400 the API
 * would answer. Answers the request as it is now.
 */
export const advanceLegalCollection = async (
  id: Identifier,
  note: string,
  idempotencyKey: string,
  client: HttpClient = httpClient,
): Promise<LegalCollectionDetail> => {
  const parsed = legalCollectionAdvanceSchema.safeParse({ note });
  if (!parsed.success) {
    const errors = zodIssuesToFieldErrors(parsed.error);
    throw new HttpError(errors.note ?? '', 400, { message: errors.note ?? '', errors });
  }
  const { json } = await client(`${LEGAL_COLLECTIONS_API}/${encodeURIComponent(String(id))}/advance`, {
    method: 'POST',
    body: JSON.stringify(parsed.data),
    headers: new Headers({ 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
  });
  return json as LegalCollectionDetail;
};
