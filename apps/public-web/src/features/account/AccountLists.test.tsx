import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PAGE_SIZE,
  ACCOUNT_SUM_LABELS,
  ACCOUNT_TEXTS,
  ACCOUNT_WITHDRAWAL_STATUS_LABELS,
  defaultStatementWindow,
  statementCategoryOption,
  statementPageCount,
} from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { StatementRow, WithdrawRow } from './account.api';
import { SubjectDetailPage } from './SubjectDetailPage';
import { STATEMENT_ATTRIBUTES } from './testAccount';
import { WithdrawDetailPage } from './WithdrawDetailPage';

const SUBJECT_PATH = '/account/lnb-transaction/subject-detail';
const WITHDRAW_PATH = '/account/lnb-transaction/withdraw-detail';
const NAV = 'local_nav_active=lnb-transaction';

const SUBJECT_NAMES: Record<string, string> = { deposit: '儲值', interest: '利息收入', invest: '出借本金' };
const CYCLE = ['deposit', 'interest', 'invest'] as const;

/** Row n (1 = newest): the subjects take turns; investments link to their case. */
const statementRow = (n: number): StatementRow & { subject: string } => {
  const subject = CYCLE[n % 3] ?? 'deposit';
  return {
    subject,
    created_at: new Date(Date.UTC(2025, 10, 20, 0, 0) - n * 3_600_000).toISOString(),
    subjects: [{ chinese_name: `${SUBJECT_NAMES[subject]} ${n}`, english_name: subject }],
    amount: 100 * n,
    balance: 10_000 + n,
    description: `第 ${n} 筆`,
    income: subject === 'invest' ? 0 : 100 * n,
    expense: subject === 'invest' ? 100 * n : 0,
    bank_code: null,
    bank_account: null,
    link: subject === 'invest' ? `/investment/C${n}` : null,
  };
};

/** The server's default dates: the last 90 days up to its business date, here ahead of the browser's calendar. */
const BUSINESS_WINDOW = { start_date: '2026-09-26', end_date: '2026-12-25' };

/** A page of rows with the dates the server applied: the ones asked for, else its business window. */
const paged = <T,>(rows: T[], page: number, query: URLSearchParams = new URLSearchParams()) => {
  const lastPage = Math.max(1, Math.ceil(rows.length / ACCOUNT_PAGE_SIZE));
  const start = (page - 1) * ACCOUNT_PAGE_SIZE;
  const data = page > lastPage ? [] : rows.slice(start, start + ACCOUNT_PAGE_SIZE);
  return {
    data,
    total: rows.length,
    from: data.length === 0 ? null : start + 1,
    to: data.length === 0 ? null : start + data.length,
    current_page: page,
    last_page: lastPage,
    per_page: ACCOUNT_PAGE_SIZE,
    start_date: query.get('start_date') ?? BUSINESS_WINDOW.start_date,
    end_date: query.get('end_date') ?? BUSINESS_WINDOW.end_date,
  };
};

const queryOf = (request: MockRequest) => new URL(request.url, 'http://localhost').searchParams;

/** The transactions API over `count` rows: subjects[] filters, page pages. */
function fakeStatements(count: number) {
  const rows = Array.from({ length: count }, (_, index) => statementRow(index + 1));
  const calls: URLSearchParams[] = [];
  const routes = {
    'GET /api/account/attributes': { body: { data: STATEMENT_ATTRIBUTES } },
    'GET /api/account/transactions': (request: MockRequest) => {
      const query = queryOf(request);
      calls.push(query);
      const subjects = query.getAll('subjects[]');
      const matching = rows.filter((row) => subjects.length === 0 || subjects.includes(row.subject));
      return { body: paged(matching, Number(query.get('page') ?? '1'), query) };
    },
  };
  return { routes, calls };
}

const renderStatements = (count: number, url = `${SUBJECT_PATH}?${NAV}`) => {
  const server = fakeStatements(count);
  mockFetch(server.routes);
  const view = renderRoute(<SubjectDetailPage />, { url, path: SUBJECT_PATH, status: STATUSES.full });
  return { ...view, ...server };
};

const params = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

const bodyRows = () => within(screen.getByRole('table', { name: ACCOUNT_TEXTS.subjectDetailTitle })).getAllByRole('row').slice(1);

const pagination = () => within(screen.getByRole('navigation', { name: ACCOUNT_TEXTS.pagination }));

const isDisabled = (name: string) => pagination().getByRole('button', { name }).hasAttribute('disabled');

describe('SubjectDetailPage', () => {
  it('lists the last 90 days up to the business date the server answers, of every subject, 15 a page, with the page count', async () => {
    const { calls } = renderStatements(40);

    expect(await screen.findByText('第 1 筆')).toBeTruthy();
    expect(bodyRows()).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(pagination().getByText(statementPageCount(1, 3))).toBeTruthy();
    expect(isDisabled(ACCOUNT_TEXTS.firstPage)).toBe(true);
    expect(isDisabled(ACCOUNT_TEXTS.previousPage)).toBe(true);
    expect(isDisabled(ACCOUNT_TEXTS.nextPage)).toBe(false);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('page')).toBe('1');
    expect(calls[0]?.has('start_date')).toBe(false);
    expect(calls[0]?.has('end_date')).toBe(false);
    expect(calls[0]?.getAll('subjects[]')).toEqual([]);
    expect(BUSINESS_WINDOW.end_date).not.toBe(defaultStatementWindow(TEST_NOW).end_date);
    const end = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.endDate }));
    expect(['年', '月', '日'].map((part) => (end.getByLabelText(part) as HTMLSelectElement).value)).toEqual(['2026', '12', '25']);
    const start = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.startDate }));
    expect(['年', '月', '日'].map((part) => (start.getByLabelText(part) as HTMLSelectElement).value)).toEqual(['2026', '09', '26']);
  });

  it('links rows to their case and leaves the others as text', async () => {
    renderStatements(3);
    const investment = await screen.findByRole('link', { name: '出借本金 2' });
    expect(investment.getAttribute('href')).toBe('/investment/C2');
    expect(screen.getByText('利息收入 1').closest('a')).toBeNull();
    expect(screen.getByText('NT$ 300')).toBeTruthy();
  });

  it('pages with first, previous, next and last, keeping local_nav_active', async () => {
    const { user, router, calls } = renderStatements(40);
    await screen.findByText('第 1 筆');

    await user.click(pagination().getByRole('button', { name: ACCOUNT_TEXTS.nextPage }));
    expect(await screen.findByText('第 16 筆')).toBeTruthy();
    expect(params(router).get('page')).toBe('2');
    expect(params(router).get('local_nav_active')).toBe('lnb-transaction');

    await user.click(pagination().getByRole('button', { name: ACCOUNT_TEXTS.lastPage }));
    expect(await screen.findByText('第 40 筆')).toBeTruthy();
    expect(pagination().getByText(statementPageCount(3, 3))).toBeTruthy();
    expect(isDisabled(ACCOUNT_TEXTS.nextPage)).toBe(true);
    expect(isDisabled(ACCOUNT_TEXTS.lastPage)).toBe(true);

    await user.click(pagination().getByRole('button', { name: ACCOUNT_TEXTS.previousPage }));
    expect(await screen.findByText('第 16 筆')).toBeTruthy();
    await user.click(pagination().getByRole('button', { name: ACCOUNT_TEXTS.firstPage }));
    expect(await screen.findByText('第 1 筆')).toBeTruthy();
    expect(params(router).get('page')).toBeNull();
    expect(calls.map((call) => call.get('page'))).toEqual(['1', '2', '3', '2', '1']);
  });

  it('writes the subject and the dates to the query string on search, back to page 1', async () => {
    const { user, router, calls } = renderStatements(40, `${SUBJECT_PATH}?page=2&${NAV}`);
    await screen.findByText('第 16 筆');

    const subject = screen.getByLabelText(ACCOUNT_TEXTS.subjectFilter);
    await user.selectOptions(subject, statementCategoryOption(ACCOUNT_SUM_LABELS.receiveIncome));
    const start = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.startDate }));
    await user.selectOptions(start.getByLabelText('年'), '2024');
    await user.selectOptions(start.getByLabelText('月'), '02');
    await user.selectOptions(start.getByLabelText('日'), '29');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.search }));

    await waitFor(() => expect(params(router).get('subject')).toBe('receiveIncome'));
    const query = params(router);
    expect(query.get('start_date')).toBe('2024-02-29');
    expect(query.get('end_date')).toBe(BUSINESS_WINDOW.end_date);
    expect(query.get('page')).toBeNull();
    expect(query.get('local_nav_active')).toBe('lnb-transaction');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.getAll('subjects[]')).toEqual(['interest', 'principal_back']);
    expect(calls[1]?.get('start_date')).toBe('2024-02-29');
    expect(calls[1]?.get('page')).toBe('1');
    expect(await screen.findByText('利息收入 1')).toBeTruthy();
    expect(screen.queryByText('儲值 3')).toBeNull();
  });

  it('refuses a start date after the end date', async () => {
    const { user, router, calls } = renderStatements(5);
    await screen.findByText('第 1 筆');
    const start = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.startDate }));
    const end = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.endDate }));
    await user.selectOptions(end.getByLabelText('年'), '2020');
    await user.selectOptions(start.getByLabelText('年'), '2021');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.search }));
    expect(await screen.findByText(ACCOUNT_TEXTS.dateOrder)).toBeTruthy();
    expect(params(router).get('start_date')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('restores the subject, dates and page from the query string', async () => {
    const url = `${SUBJECT_PATH}?subject=invest&start_date=2025-01-01&end_date=2025-03-31&page=2&${NAV}`;
    const { calls } = renderStatements(60, url);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.getAll('subjects[]')).toEqual(['invest']);
    expect(calls[0]?.get('start_date')).toBe('2025-01-01');
    expect(calls[0]?.get('end_date')).toBe('2025-03-31');
    expect(calls[0]?.get('page')).toBe('2');
    expect(await screen.findByText(statementPageCount(2, 2))).toBeTruthy();
    expect((screen.getByLabelText(ACCOUNT_TEXTS.subjectFilter) as HTMLSelectElement).value).toBe('invest');
    const start = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.startDate }));
    expect((start.getByLabelText('年') as HTMLSelectElement).value).toBe('2025');
    expect((start.getByLabelText('月') as HTMLSelectElement).value).toBe('01');
  });

  it('drops values that are not valid options, dates or pages', async () => {
    const url = `${SUBJECT_PATH}?subject=withdraw&start_date=2025-13-01&end_date=2025-03-31&page=abc&${NAV}`;
    const { calls } = renderStatements(20, url);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.getAll('subjects[]')).toEqual([]);
    expect(calls[0]?.has('start_date')).toBe(false);
    expect(calls[0]?.has('end_date')).toBe(false);
    expect(calls[0]?.get('page')).toBe('1');
    expect((screen.getByLabelText(ACCOUNT_TEXTS.subjectFilter) as HTMLSelectElement).value).toBe('');
  });

  it('goes to the last page when the page asked for is past it', async () => {
    const { router, calls } = renderStatements(20, `${SUBJECT_PATH}?page=9&${NAV}`);
    await waitFor(() => expect(params(router).get('page')).toBe('2'));
    expect(await screen.findByText('第 16 筆')).toBeTruthy();
    expect(calls.map((call) => call.get('page'))).toEqual(['9', '2']);
  });
});

const withdrawRow = (n: number): WithdrawRow => ({
  created_at: new Date(Date.UTC(2025, 10, 20) - n * 86_400_000).toISOString(),
  amount: 1000 * n,
  fee: 15,
  status: n === 1 ? 'pending' : 'paid',
  bank_code: '812',
  bank_account: '*****5678',
});

describe('WithdrawDetailPage', () => {
  const renderWithdraws = (count: number, url = `${WITHDRAW_PATH}?${NAV}`) => {
    const rows = Array.from({ length: count }, (_, index) => withdrawRow(index + 1));
    const calls: URLSearchParams[] = [];
    mockFetch({
      'GET /api/account/withdraws': (request: MockRequest) => {
        const query = queryOf(request);
        calls.push(query);
        return { body: paged(rows, Number(query.get('page') ?? '1'), query) };
      },
    });
    const view = renderRoute(<WithdrawDetailPage />, { url, path: WITHDRAW_PATH, status: STATUSES.full });
    return { ...view, calls };
  };

  it('lists withdrawals with their status, filters by date and pages', async () => {
    const { user, router, calls } = renderWithdraws(20);

    expect(await screen.findByText('NT$ 1,000')).toBeTruthy();
    expect(screen.getByText(ACCOUNT_WITHDRAWAL_STATUS_LABELS.pending)).toBeTruthy();
    expect(screen.getAllByText('812 *****5678')).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(screen.queryByLabelText(ACCOUNT_TEXTS.subjectFilter)).toBeNull();
    expect(calls[0]?.has('start_date')).toBe(false);
    const end = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.endDate }));
    expect((end.getByLabelText('年') as HTMLSelectElement).value).toBe('2026');

    await user.click(pagination().getByRole('button', { name: ACCOUNT_TEXTS.nextPage }));
    expect(await screen.findByText('NT$ 16,000')).toBeTruthy();
    expect(params(router).get('page')).toBe('2');

    const start = within(screen.getByRole('group', { name: ACCOUNT_TEXTS.startDate }));
    await user.selectOptions(start.getByLabelText('年'), '2023');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.search }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.get('start_date')?.startsWith('2023-')).toBe(true);
    expect(calls[2]?.get('page')).toBe('1');
    expect(params(router).get('local_nav_active')).toBe('lnb-transaction');
    expect(params(router).get('subject')).toBeNull();
  });

  it('restores the dates and page from the query string', async () => {
    const { calls } = renderWithdraws(20, `${WITHDRAW_PATH}?start_date=2025-01-01&end_date=2025-06-30&page=2&${NAV}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.get('start_date')).toBe('2025-01-01');
    expect(calls[0]?.get('end_date')).toBe('2025-06-30');
    expect(calls[0]?.get('page')).toBe('2');
    expect(await screen.findByText(statementPageCount(2, 2))).toBeTruthy();
  });
});
