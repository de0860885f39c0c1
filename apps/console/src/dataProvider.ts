import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { API_ROOT, httpClient, type HttpClient } from './httpClient';
import type { MemberDetail, VerifyParams } from './resources/members/types';

export const CONSOLE_API = `${API_ROOT}/console`;

type VerifyAction = 'verify-identity' | 'verify-bank';

export interface ConsoleDataProvider extends DataProvider {
  verifyIdentity: (id: Identifier, params: VerifyParams) => Promise<{ data: MemberDetail }>;
  verifyBank: (id: Identifier, params: VerifyParams) => Promise<{ data: MemberDetail }>;
}

/** ra-data-simple-rest on /api/console, with the member review actions. */
export const createDataProvider = (client: HttpClient = httpClient): ConsoleDataProvider => {
  const verify = async (id: Identifier, action: VerifyAction, { decision, note }: VerifyParams) => {
    const trimmed = note?.trim() ?? '';
    const body: VerifyParams = trimmed === '' ? { decision } : { decision, note: trimmed };
    const { json } = await client(`${CONSOLE_API}/members/${encodeURIComponent(String(id))}/${action}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return { data: json as MemberDetail };
  };

  return {
    ...simpleRestProvider(CONSOLE_API, client),
    verifyIdentity: (id, params) => verify(id, 'verify-identity', params),
    verifyBank: (id, params) => verify(id, 'verify-bank', params),
  };
};

export const dataProvider = createDataProvider();
