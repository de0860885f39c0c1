import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { App } from '../App';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { json, list, mockStaffFetch, type RecordedCall, unhandled } from './fetchMock';

/** The content console's rows a test answers, by resource. */
export type ContentRows = Partial<Record<string, Record<string, unknown>[]>>;

export const UPLOADED_ID = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/**
 * The console at this hash for a staff member with these roles: GET lists and records of the
 * content resources answer `rows`, POST /api/upload an uploaded picture, and writes go to `onWrite`.
 */
export const renderContentConsole = (hash: string, roles: string[], rows: ContentRows, onWrite: (call: RecordedCall) => Response = unhandled) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    const [, , , resource, id] = call.path.split('/');
    if (call.method === 'GET' && resource !== undefined && call.path.startsWith('/api/console/')) {
      const records = rows[resource] ?? [];
      if (id === undefined) return list(resource, records, records.length);
      const record = records.find((candidate) => String(candidate.id) === id);
      return record === undefined ? unhandled(call) : json(200, record);
    }
    if (call.path === '/api/upload' && call.method === 'POST') {
      return json(201, { data: { id: UPLOADED_ID, filename: 'news.png', path: `uploads/${UPLOADED_ID}`, url: `/api/uploads/${UPLOADED_ID}` } });
    }
    if (call.method === 'POST' || call.method === 'PUT') return onWrite(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};
