import { FIELD_LABELS, maxLength, MESSAGES, REVIEW_NOTE_MAX_LENGTH } from '@lendbridge/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './dataProvider';
import { json, list, listQuery, mockFetch, unhandled } from './test/fetchMock';

describe('dataProvider', () => {
  it('getList sends sort, range and filter in the simple-rest format and reads the total from Content-Range', async () => {
    const rows = [{ id: 26, email: 'a@example.com' }];
    const { calls } = mockFetch((call) =>
      call.path === '/api/console/members' ? list('members', rows, 319, 25) : unhandled(call),
    );

    const result = await createDataProvider().getList('members', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: '王', identity_status: 'pending' },
    });

    expect(result).toEqual({ data: rows, total: 319 });
    expect(calls).toHaveLength(1);
    expect(listQuery(calls[0].url)).toEqual({
      sort: ['created_at', 'DESC'],
      range: [25, 49],
      filter: { q: '王', identity_status: 'pending' },
    });
    expect(calls[0].headers.get('Range')).toBe('members=25-49');
    expect(calls[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('getOne reads the record at /api/console/<resource>/:id', async () => {
    const { calls } = mockFetch((call) =>
      call.path === '/api/console/outbox/12' ? json(200, { id: 12, body: '您的驗證碼為 123456' }) : unhandled(call),
    );

    const { data } = await createDataProvider().getOne('outbox', { id: 12 });

    expect(data).toEqual({ id: 12, body: '您的驗證碼為 123456' });
    expect(calls[0].method).toBe('GET');
  });

  it('verifyIdentity posts the decision and the note', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      if (call.path === '/api/console/members/7/verify-identity') return json(200, { id: 7, identity_status: 'verified' });
      return unhandled(call);
    });

    const { data } = await createDataProvider().verifyIdentity(7, { decision: 'verified', note: ' 證件清晰 ' });

    expect(data).toMatchObject({ id: 7, identity_status: 'verified' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ decision: 'verified', note: '證件清晰' });
    expect(post?.headers.get('X-CSRF-Token')).toBe('token');
  });

  it('refuses a note over the shared length limit without calling the API', async () => {
    const { calls } = mockFetch(unhandled);

    const error = await createDataProvider()
      .verifyIdentity(7, { decision: 'rejected', note: 'x'.repeat(REVIEW_NOTE_MAX_LENGTH + 1) })
      .then(
        () => null,
        (reason: unknown) => reason,
      );

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toEqual({
      message: MESSAGES.inputErrorText,
      errors: { note: maxLength(FIELD_LABELS.review_note, REVIEW_NOTE_MAX_LENGTH) },
    });
    expect(calls).toHaveLength(0);
  });

  it('verifyBank leaves out an empty note', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      if (call.path === '/api/console/members/7/verify-bank') return json(200, { id: 7, bank_status: 'rejected' });
      return unhandled(call);
    });

    await createDataProvider().verifyBank(7, { decision: 'rejected', note: '  ' });

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'rejected' });
  });
});
