import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROBO_API_TEXTS, ROBO_PAGE_TEXTS, ROBO_PRODUCT_LABELS, ROBO_SUBJECTS, roboPageLabel, roboProductHeading } from '@lendbridge/domain';
import type { RoboSubjectName } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { RoboStatementPage } from './RoboStatementPage';
import { paginationOf, subjectSums, transactionOf } from './testRobo';

const DEFAULT_WINDOW = { start_date: '2025-10-20', end_date: '2025-11-20' };
const TOTAL = 20;

const paramsOf = (request: MockRequest) => new URL(request.url, 'http://localhost').searchParams;

/** The statement as the server answers it: 20 rows, 15 a page, the window asked for or the last month. */
const transactions = (request: MockRequest) => {
  const params = paramsOf(request);
  const page = Number(params.get('page') ?? '1');
  const subject = (params.get('robo_subjects[]') ?? 'interest_income') as RoboSubjectName;
  const ids = Array.from({ length: TOTAL }, (_, index) => TOTAL - index).slice((page - 1) * 15, page * 15);
  return {
    body: {
      data: ids.map((id) => transactionOf(id, subject)),
      meta: paginationOf(TOTAL, page),
      start_date: params.get('start_date') ?? DEFAULT_WINDOW.start_date,
      end_date: params.get('end_date') ?? DEFAULT_WINDOW.end_date,
    },
  };
};

const grouping = (request: MockRequest) => {
  const params = paramsOf(request);
  const subjects = params.getAll('robo_subjects[]');
  const sums = subjectSums({ interest_income: 2_500, principal_income: 40_000 });
  return {
    body: {
      data: subjects.length === 0 ? sums : sums.filter((sum) => subjects.includes(sum.subject)),
      start_date: params.get('start_date') ?? DEFAULT_WINDOW.start_date,
      end_date: params.get('end_date') ?? DEFAULT_WINDOW.end_date,
    },
  };
};

const renderStatement = (url = '/account/robo-transaction') => {
  const fetchMock = mockFetch({
    'GET /api/robo/stable/transactions': transactions,
    'GET /api/robo/stable/grouping': grouping,
    'GET /api/robo/vip/transactions': { status: 403, body: { statusCode: 403, code: 'ROBO_NOT_OPEN', message: ROBO_API_TEXTS.notOpen } },
    'GET /api/robo/vip/grouping': { status: 403, body: { statusCode: 403, code: 'ROBO_NOT_OPEN', message: ROBO_API_TEXTS.notOpen } },
  });
  const view = renderRoute(<RoboStatementPage />, { url, path: '/account/robo-transaction', status: STATUSES.full });
  return { ...view, ...fetchMock };
};

const lastCall = (apiCalls: ReturnType<typeof renderStatement>['apiCalls'], path: string) =>
  apiCalls().filter((call) => call.path === path).at(-1);

const table = () =>
  within(screen.getByRole('table', { name: roboProductHeading(ROBO_PRODUCT_LABELS.stable, ROBO_API_TEXTS.statement) }));

describe('RoboStatementPage', () => {
  it('starts at the dates the server answers, with the sums per subject above the first 15 rows', async () => {
    const { apiCalls } = renderStatement();

    const sums = within(await screen.findByRole('list', { name: ROBO_API_TEXTS.transactionGroup }));
    expect(within(sums.getByRole('listitem', { name: ROBO_SUBJECTS.interest_income.chinese_name })).getByText('NT$ 2,500')).toBeTruthy();
    expect(within(sums.getByRole('listitem', { name: ROBO_SUBJECTS.principal_income.chinese_name })).getByText('NT$ 40,000')).toBeTruthy();
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(16));
    expect(table().getByText('L000000020')).toBeTruthy();

    const first = paramsOf(lastCall(apiCalls, '/api/robo/stable/transactions') as MockRequest);
    expect(first.get('page')).toBe('1');
    expect(first.has('start_date')).toBe(false);
    const filters = within(screen.getByRole('search', { name: ROBO_PAGE_TEXTS.filters }));
    const start = within(filters.getByRole('group', { name: ROBO_PAGE_TEXTS.startDate }));
    expect((start.getByLabelText('年') as HTMLSelectElement).value).toBe('2025');
    expect((start.getByLabelText('月') as HTMLSelectElement).value).toBe('10');
    expect((start.getByLabelText('日') as HTMLSelectElement).value).toBe('20');
  });

  it('filters by one robo subject over the shown dates, sums included, and pages with the filter kept', async () => {
    const { user, apiCalls, router } = renderStatement();
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(16));

    const filters = within(screen.getByRole('search', { name: ROBO_PAGE_TEXTS.filters }));
    await user.selectOptions(filters.getByLabelText(ROBO_API_TEXTS.subject), ROBO_SUBJECTS.principal_income.chinese_name);
    await user.click(filters.getByRole('button', { name: ROBO_PAGE_TEXTS.search }));

    await waitFor(() => expect(paramsOf(lastCall(apiCalls, '/api/robo/stable/transactions') as MockRequest).getAll('robo_subjects[]')).toEqual(['principal_income']));
    const filtered = paramsOf(lastCall(apiCalls, '/api/robo/stable/transactions') as MockRequest);
    expect(filtered.get('start_date')).toBe(DEFAULT_WINDOW.start_date);
    expect(filtered.get('end_date')).toBe(DEFAULT_WINDOW.end_date);
    await waitFor(() => expect(paramsOf(lastCall(apiCalls, '/api/robo/stable/grouping') as MockRequest).getAll('robo_subjects[]')).toEqual(['principal_income']));
    const sums = within(await screen.findByRole('list', { name: ROBO_API_TEXTS.transactionGroup }));
    await waitFor(() => expect(sums.queryByRole('listitem', { name: ROBO_SUBJECTS.interest_income.chinese_name })).toBeNull());
    expect(sums.getByRole('listitem', { name: ROBO_SUBJECTS.principal_income.chinese_name })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: roboPageLabel(2) }));
    await waitFor(() => expect(paramsOf(lastCall(apiCalls, '/api/robo/stable/transactions') as MockRequest).get('page')).toBe('2'));
    const second = paramsOf(lastCall(apiCalls, '/api/robo/stable/transactions') as MockRequest);
    expect(second.getAll('robo_subjects[]')).toEqual(['principal_income']);
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(6));
    expect(table().getAllByText(ROBO_SUBJECTS.principal_income.chinese_name)).toHaveLength(5);
    expect(currentUrl(router)).toContain('page=2');
    expect(currentUrl(router)).toContain('subject=principal_income');
  });

  it('shows the vip statement’s 403 as a notice', async () => {
    renderStatement('/account/robo-transaction?product=vip');
    expect(await screen.findByText(ROBO_API_TEXTS.notOpen)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
