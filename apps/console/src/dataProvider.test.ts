import { CONSOLE_WITHDRAWAL_TEXTS, FIELD_LABELS, maxLength, MESSAGES, REVIEW_NOTE_MAX_LENGTH, requiredField } from '@lendbridge/domain';
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

  it('create sends the Idempotency-Key given in meta as its header, through simple-rest', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      if (call.path === '/api/console/deposits') return json(201, { id: 32, amount: 500 });
      return unhandled(call);
    });

    const { data } = await createDataProvider().create('deposits', { data: { amount: 500 }, meta: { idempotencyKey: 'key-1' } });

    expect(data).toEqual({ id: 32, amount: 500 });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ amount: 500 });
    expect(post?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(post?.headers.get('X-CSRF-Token')).toBe('token');
  });

  it('create sends no Idempotency-Key without one in meta', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      if (call.path === '/api/console/bank-codes') return json(201, { id: '812', name: '台新銀行' });
      return unhandled(call);
    });

    await createDataProvider().create('bank-codes', { data: { code: '812', name: '台新銀行' } });

    expect(calls.find((call) => call.method === 'POST')?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends the named money actions with their Idempotency-Key', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      if (call.path === '/api/console/deposits/40/approve') return json(200, { id: 40, status: 'credited' });
      if (call.path === '/api/console/loans/LA20260002/disburse') return json(200, { id: 2, serial: 'LA20260002' });
      if (call.path === '/api/console/batch-runs') return json(200, { data: { business_date: '2026-11-22' } });
      if (call.path === '/api/console/legal-collections/5/advance') return json(200, { id: 5 });
      return unhandled(call);
    });
    const provider = createDataProvider();

    await provider.approveDeposit(40, { idempotencyKey: 'approve-key' });
    await provider.disburseLoan('LA20260002', { reason: ' 已確認滿標 ' }, { idempotencyKey: 'disburse-key' });
    const { data: summary } = await provider.runBatch({ business_date: '2026-11-22' }, { idempotencyKey: 'batch-key' });
    await provider.advanceLegalCollection(5, { note: '已寄發存證信函' }, { idempotencyKey: 'advance-key' });

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.headers.get('Idempotency-Key'), call.body])).toEqual([
      ['/api/console/deposits/40/approve', 'approve-key', {}],
      ['/api/console/loans/LA20260002/disburse', 'disburse-key', { reason: '已確認滿標' }],
      ['/api/console/batch-runs', 'batch-key', { business_date: '2026-11-22' }],
      ['/api/console/legal-collections/5/advance', 'advance-key', { note: '已寄發存證信函' }],
    ]);
    expect(summary).toEqual({ business_date: '2026-11-22' });
  });

  it('refuses a payout without its reason as the 400 the API would answer, without calling it', async () => {
    const { calls } = mockFetch(unhandled);

    const error = await createDataProvider()
      .payoutWithdrawals({ ids: [1, 3], reason: ' ' })
      .then(
        () => null,
        (reason: unknown) => reason,
      );

    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toEqual({
      message: MESSAGES.inputErrorText,
      errors: { reason: requiredField(CONSOLE_WITHDRAWAL_TEXTS.payout_reason) },
    });
    expect(calls).toHaveLength(0);
  });

  it('reads a loan listing and the business clock from their data envelopes', async () => {
    mockFetch((call) => {
      if (call.path === '/api/console/loans/9/listing') return json(200, { data: { editable: true } });
      if (call.path === '/api/console/clock') return json(200, { data: { today: '2026-11-22', offset_days: 0 } });
      return unhandled(call);
    });
    const provider = createDataProvider();

    expect((await provider.getLoanListing(9)).data).toEqual({ editable: true });
    expect((await provider.getBusinessClock()).data).toEqual({ today: '2026-11-22', offset_days: 0 });
  });
});
