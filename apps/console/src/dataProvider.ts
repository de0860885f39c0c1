import { MESSAGES, memberReviewSchema, zodIssuesToFieldErrors, type MemberReviewInput } from '@lendbridge/domain';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { API_ROOT, httpClient, type ConsoleErrorBody, type HttpClient } from './httpClient';
import type { MemberDetail } from './resources/members/types';

export const CONSOLE_API = `${API_ROOT}/console`;

export type ReviewTarget = 'identity' | 'bank';

const REVIEW_PATHS: Record<ReviewTarget, string> = {
  identity: 'verify-identity',
  bank: 'verify-bank',
};

export interface ConsoleDataProvider extends DataProvider {
  verifyIdentity: (id: Identifier, params: MemberReviewInput) => Promise<{ data: MemberDetail }>;
  verifyBank: (id: Identifier, params: MemberReviewInput) => Promise<{ data: MemberDetail }>;
}

/** ra-data-simple-rest on /api/console, with the member review actions. */
export const createDataProvider = (client: HttpClient = httpClient): ConsoleDataProvider => {
  const review = async (id: Identifier, target: ReviewTarget, params: MemberReviewInput) => {
    const parsed = memberReviewSchema.safeParse(params);
    if (!parsed.success) {
      const body: ConsoleErrorBody = { message: MESSAGES.inputErrorText, errors: zodIssuesToFieldErrors(parsed.error) };
      throw new HttpError(body.message, 400, body);
    }
    const { json } = await client(`${CONSOLE_API}/members/${encodeURIComponent(String(id))}/${REVIEW_PATHS[target]}`, {
      method: 'POST',
      body: JSON.stringify(parsed.data),
    });
    return { data: json as MemberDetail };
  };

  return {
    ...simpleRestProvider(CONSOLE_API, client),
    verifyIdentity: (id, params) => review(id, 'identity', params),
    verifyBank: (id, params) => review(id, 'bank', params),
  };
};

export const dataProvider = createDataProvider();
