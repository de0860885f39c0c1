import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_COLLECTION_AGREEMENTS,
  LEGAL_COLLECTION_API_TEXTS,
  LEGAL_COLLECTION_TEXTS,
  MESSAGES,
  legalCollectionSelectLabel,
  ntdText,
} from '@lendbridge/domain';
import type { LegalCollectionBalance, LegalCollectionCase } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { LegalCollectionApplyPage } from './LegalCollectionApplyPage';

const T = LEGAL_COLLECTION_TEXTS;
const BASE = '/api/lender/legal-collections';

const caseOf = (serial: string, overrides: Partial<LegalCollectionCase> = {}): LegalCollectionCase => ({
  serial,
  loan_serial: `L${serial}`,
  app_type: 'credit',
  amount: 150_000,
  apr: '10.00',
  period: 12,
  late_days: 45,
  remain_principal: 126_000,
  remain_interest: 2_400,
  remain_penalty: 675,
  min_court_fee: 3_200,
  max_court_fee: 3_310,
  ...overrides,
});

const CASES = [caseOf('I260101000001'), caseOf('I260101000002', { late_days: 60, remain_principal: 30_000, min_court_fee: 1_000, max_court_fee: 1_000 })];

const BALANCE: LegalCollectionBalance = {
  balance: 2_000,
  transfer_info: { bank_code: '006', bank_name: '合作金庫商業銀行', account_number: '97010000001234' },
};

const renderApply = (start: (request: MockRequest) => MockReply = () => ({ status: 201, body: { data: { id: 5 } } }), cases = CASES) => {
  const mock = mockFetch({
    [`GET ${BASE}/cases`]: { body: { data: cases } },
    [`GET ${BASE}/balance`]: { body: { data: BALANCE } },
    [`POST ${BASE}/start`]: start,
  });
  const view = renderRoute(<LegalCollectionApplyPage />, { url: '/account/lender/legal-collection/apply', status: STATUSES.full });
  const startCalls = () => mock.calls.filter((call) => call.method === 'POST' && call.path === `${BASE}/start`);
  return { ...view, ...mock, startCalls };
};

const tickAll = async (user: ReturnType<typeof renderApply>['user']) => {
  for (const text of LEGAL_COLLECTION_AGREEMENTS) await user.click(screen.getByRole('checkbox', { name: text }));
};

describe('LegalCollectionApplyPage', () => {
  it('lists the late cases with their figures and the seven agreements', async () => {
    renderApply();
    const table = await screen.findByRole('table', { name: T.casesHeading });
    const row = within(within(table).getByText('I260101000001').closest('tr') as HTMLElement);
    expect(row.getByText('45 天')).toBeTruthy();
    expect(row.getByText(ntdText(126_000))).toBeTruthy();
    expect(row.getByText(ntdText(2_400))).toBeTruthy();
    expect(row.getByText(ntdText(675))).toBeTruthy();
    expect(row.getByText(ntdText(3_200))).toBeTruthy();
    expect(row.getByText(ntdText(3_310))).toBeTruthy();
    for (const text of LEGAL_COLLECTION_AGREEMENTS) expect(screen.getByRole('checkbox', { name: text })).toBeTruthy();
    expect(screen.getByText(`${T.balance} ${ntdText(2_000)}`)).toBeTruthy();
    expect(screen.getByText(`${T.feeTotal} ${ntdText(0)}`)).toBeTruthy();
  });

  it('asks to select a case and tick every agreement before sending anything', async () => {
    const { user, startCalls } = renderApply();
    await screen.findByRole('table', { name: T.casesHeading });
    await user.type(screen.getByLabelText(T.password), 'abc12345');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(LEGAL_COLLECTION_API_TEXTS.casesRequired)).toBeTruthy();
    expect(screen.getByText(LEGAL_COLLECTION_API_TEXTS.agreementsRequired)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: legalCollectionSelectLabel('I260101000002') }));
    for (const text of LEGAL_COLLECTION_AGREEMENTS.slice(0, 6)) await user.click(screen.getByRole('checkbox', { name: text }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(screen.queryByText(LEGAL_COLLECTION_API_TEXTS.casesRequired)).toBeNull());
    expect(screen.getByText(LEGAL_COLLECTION_API_TEXTS.agreementsRequired)).toBeTruthy();
    expect(startCalls()).toHaveLength(0);
  });

  it('refuses a prepaid court fee above the balance and shows where to deposit', async () => {
    const { user, startCalls } = renderApply();
    await screen.findByRole('table', { name: T.casesHeading });
    await user.click(screen.getByRole('checkbox', { name: T.selectAll }));
    expect(screen.getByText(`${T.feeTotal} ${ntdText(4_310)}`)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(LEGAL_COLLECTION_API_TEXTS.insufficientBalance)).toBeTruthy();
    expect(within(alert).getByText(`${T.accountNumber} 97010000001234`)).toBeTruthy();
    await tickAll(user);
    await user.type(screen.getByLabelText(T.password), 'abc12345');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(startCalls()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: legalCollectionSelectLabel('I260101000001') }));
    expect(screen.queryByText(LEGAL_COLLECTION_API_TEXTS.insufficientBalance)).toBeNull();
  });

  it('sends the cases, the agreements, the password and the fee with an Idempotency-Key, then opens the report', async () => {
    const { user, router, startCalls } = renderApply();
    await screen.findByRole('table', { name: T.casesHeading });
    await user.click(screen.getByRole('checkbox', { name: legalCollectionSelectLabel('I260101000002') }));
    await tickAll(user);
    await user.type(screen.getByLabelText(T.password), 'abc12345');
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/lender/legal-collection/5'));
    const [call] = startCalls();
    expect(call?.body).toEqual({
      serials: ['I260101000002'],
      agreements: [true, true, true, true, true, true, true],
      password: 'abc12345',
      court_fee: 1_000,
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(LEGAL_COLLECTION_API_TEXTS.started)).toBeTruthy();
  });

  it('puts the server’s wrong-password answer under the password', async () => {
    const { user, startCalls } = renderApply(() => ({
      status: 400,
      body: { statusCode: 400, code: 'WRONG_PASSWORD', message: MESSAGES.wrongPassword, errors: { password: MESSAGES.wrongPassword } },
    }));
    await screen.findByRole('table', { name: T.casesHeading });
    await user.click(screen.getByRole('checkbox', { name: legalCollectionSelectLabel('I260101000002') }));
    await tickAll(user);
    await user.type(screen.getByLabelText(T.password), 'wrong-one-1');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(MESSAGES.wrongPassword)).toBeTruthy();
    expect(startCalls()).toHaveLength(1);
  });

  it('says so when no case is late long enough', async () => {
    renderApply(undefined, []);
    expect(await screen.findByText(T.noCases)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.submit })).toBeNull();
  });
});
