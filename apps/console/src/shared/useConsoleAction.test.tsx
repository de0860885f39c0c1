import { CONSOLE_DEPOSIT_TEXTS, MESSAGES, requiredField } from '@lendbridge/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { apiError, json, mockFetch, type RecordedCall } from '../test/fetchMock';
import { useConsoleAction, type ActionOutcome } from './useConsoleAction';

const T = CONSOLE_DEPOSIT_TEXTS;
const NOTE_REQUIRED = requiredField(T.note);

interface Deposit {
  amount: number;
  note: string;
}

/** A deposit sent through the hook, as a component of the console would. */
const DepositProbe = ({ keyed, outcomes }: { keyed: boolean; outcomes: ActionOutcome<unknown>[] }) => {
  const action = useConsoleAction<Deposit, unknown>({
    send: async (dataProvider, data, meta) => (await dataProvider.create('deposits', { data, meta })).data,
    done: T.created,
    keyed,
    fields: ['note'],
  });
  return (
    <>
      <button type="button" onClick={() => void action.run({ amount: 500, note: '臨櫃' }).then((outcome) => outcomes.push(outcome))}>
        {T.approveConfirm}
      </button>
      <button type="button" onClick={action.reset}>
        {T.cancel}
      </button>
      <output>{action.errors.note ?? ''}</output>
    </>
  );
};

const renderProbe = (answers: (() => Response)[], keyed = true) => {
  const { calls } = mockFetch((call) => {
    if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`no answer left for ${call.method} ${call.path}`);
    return answer();
  });
  const outcomes: ActionOutcome<unknown>[] = [];
  render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
      <DepositProbe keyed={keyed} outcomes={outcomes} />
      <Notification />
    </AdminContext>,
  );
  const send = () => fireEvent.click(screen.getByRole('button', { name: T.approveConfirm }));
  const posts = () => calls.filter((call: RecordedCall) => call.method === 'POST');
  const keys = () => posts().map((call) => call.headers.get('Idempotency-Key'));
  return { send, posts, keys, outcomes };
};

const unanswered = () => apiError(503, 'UNAVAILABLE', MESSAGES.serverError);
const refused = () => apiError(422, 'VALIDATION_FAILED', MESSAGES.inputErrorText, { note: NOTE_REQUIRED });
const created = () => json(201, { id: 33, amount: 500, note: '臨櫃' });

describe('useConsoleAction', () => {
  it('sends the data-provider call with the Idempotency-Key in meta, and notifies once done', async () => {
    const { send, posts, keys, outcomes } = renderProbe([created]);

    send();

    expect(await screen.findByText(T.created)).toBeTruthy();
    expect(posts()[0]?.path).toBe('/api/console/deposits');
    expect(posts()[0]?.body).toEqual({ amount: 500, note: '臨櫃' });
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(outcomes).toEqual([{ ok: true, result: { id: 33, amount: 500, note: '臨櫃' } }]);
  });

  it('reuses the key after no answer, notifying the message, and takes a new one after an answer', async () => {
    const { send, keys, outcomes } = renderProbe([unanswered, refused, created]);

    send();
    expect(await screen.findByText(MESSAGES.serverError)).toBeTruthy();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    send();
    expect(await screen.findByText(NOTE_REQUIRED)).toBeTruthy();
    await waitFor(() => expect(outcomes).toHaveLength(2));
    send();
    expect(await screen.findByText(T.created)).toBeTruthy();

    expect(keys()).toHaveLength(3);
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[1]);
    expect(outcomes.slice(0, 2)).toEqual([
      { ok: false, answered: false, errors: {} },
      { ok: false, answered: true, errors: { note: NOTE_REQUIRED } },
    ]);
  });

  it('shows a refusal on the field it names instead of notifying it', async () => {
    renderProbe([refused]);

    fireEvent.click(screen.getByRole('button', { name: T.approveConfirm }));

    expect((await screen.findByRole('status')).textContent).toBe(NOTE_REQUIRED);
    expect(screen.queryByText(MESSAGES.inputErrorText)).toBeNull();
  });

  it('starts a new action on reset: a fresh key even for the same data after no answer', async () => {
    const { send, keys, outcomes } = renderProbe([unanswered, created]);

    send();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: T.cancel }));
    send();
    await waitFor(() => expect(outcomes).toHaveLength(2));

    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('sends no key for an action that is not keyed', async () => {
    const { send, keys, outcomes } = renderProbe([created], false);

    send();
    await waitFor(() => expect(outcomes).toHaveLength(1));

    expect(keys()).toEqual([null]);
  });
});
