import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import {
  ACCOUNT_SUM_LABELS,
  ANNUAL_STATEMENT_TEXTS,
  ACCOUNT_TEXTS,
  LOCK_TYPE_LABELS,
  MESSAGES,
  RETURN_TEXTS,
  ROBO_STABLE_PATH,
  shiftIsoDate,
  statementMonthLabel,
  statementMonths,
  annualStatementFileName,
  annualStatementPath,
  taipeiToday,
  withdrawAmountTooSmall,
  withdrawFeeText,
} from '@lendbridge/domain';
import type { PortfolioReturnAnswer } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { TEST_NOW } from '../../test/clock';
import { TEST_CSRF_TOKEN, mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest, MockRoutes } from '../../test/fetchMock';
import type { UserStatus } from '../../app/session';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { pageReload } from '../student/reloadPage';
import { AccountPage } from './AccountPage';
import type { AccountOverview, BoundBank } from './account.api';
import { AMOUNTS, BANK_OPTIONS, overviewOf } from './testAccount';

const PATH = '/account/lnb-transaction';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const VERIFIED: BoundBank = { bank_code: '812', status: 'verified' };

interface Scenario {
  overview?: AccountOverview | MockReply;
  bank?: BoundBank | null;
  more?: MockRoutes;
  status?: UserStatus;
}

const renderAccount = ({ overview = overviewOf(), bank = VERIFIED, more = {}, status = STATUSES.full }: Scenario = {}) => {
  const overviewReply: MockReply = 'status' in overview || 'body' in overview ? (overview as MockReply) : { body: { data: overview } };
  const fetchMock = mockFetch({
    'GET /api/account/overview': overviewReply,
    'GET /api/account/amount-overview': { body: { data: AMOUNTS } },
    'GET /api/account/returns': { body: { data: RETURNS } },
    'GET /api/account/statements': { body: { data: [] } },
    'GET /api/member/bank': { body: { data: bank } },
    'POST /api/attributes': { body: { data: { 'bank.code': BANK_OPTIONS } } },
    'GET /api/account/withdraw-fee': (request: MockRequest) => {
      const amount = Number(new URL(request.url, 'http://localhost').searchParams.get('amount'));
      return { body: { data: { fee: 15, designated_bank: false, withdrawals_this_month: 2, amount, net_amount: Math.max(0, amount - 15) } } };
    },
    ...more,
  });
  const view = renderRoute(<AccountPage />, { url: PATH, status });
  return { ...view, ...fetchMock };
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

const RETURNS: PortfolioReturnAnswer = {
  xirr: '6.48',
  invested: 300_000,
  received: 84_200,
  fees: 640,
  outstanding: 228_000,
  business_date: '2025-11-20',
  monthly: Array.from({ length: 12 }, (_, index) => ({ month: `2025-${String(index + 1).padStart(2, '0')}`, principal: 6_000, income: 1_000, fees: 50 })),
};

const openWithdraw = async (user: ReturnType<typeof renderAccount>['user']) => {
  await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXTS.withdraw }));
};

const confirmDialog = async () => within(await screen.findByRole('dialog', { name: ACCOUNT_TEXTS.withdrawTitle }));

describe('AccountPage', () => {
  it('shows the account, the sums with the lock detail, the overview sums with their lists and the statements', async () => {
    renderAccount();

    const details = await section(ACCOUNT_TEXTS.detailsTitle);
    expect(details.getByText('9990001234567890')).toBeTruthy();
    expect(details.getByText('006 合作金庫商業銀行')).toBeTruthy();
    expect(await details.findByText('812 台新國際商業銀行')).toBeTruthy();
    expect(details.getByText('*********5678')).toBeTruthy();

    const sums = await section(ACCOUNT_TEXTS.sumsTitle);
    expect(sums.getByText('NT$ 128,500')).toBeTruthy();
    expect(sums.getByText('NT$ 105,300')).toBeTruthy();
    expect(sums.getByText('NT$ 60,300')).toBeTruthy();
    const locks = within(sums.getByLabelText(ACCOUNT_TEXTS.lockDetail));
    expect(locks.getByText(LOCK_TYPE_LABELS.invest)).toBeTruthy();
    expect(locks.getByText(LOCK_TYPE_LABELS.withdraw)).toBeTruthy();
    expect(locks.getByText('NT$ 15,000')).toBeTruthy();
    expect(sums.getByText('每月 15 日')).toBeTruthy();

    const overview = await section(ACCOUNT_TEXTS.overviewTitle);
    const transferIn = await overview.findByRole('link', { name: ACCOUNT_SUM_LABELS.transferIn });
    expect(transferIn.getAttribute('href')).toBe(
      '/account/lnb-transaction/subject-detail?subject=transferIn&local_nav_active=lnb-transaction',
    );
    expect(overview.getByRole('link', { name: ACCOUNT_SUM_LABELS.transferOut }).getAttribute('href')).toBe(
      '/account/lnb-transaction/withdraw-detail?local_nav_active=lnb-transaction',
    );
    expect(overview.getByText('NT$ 300,000')).toBeTruthy();

    const recent = await section(ACCOUNT_TEXTS.recentTitle);
    expect(recent.getByText('2025/11/18')).toBeTruthy();

    const statements = await section(ACCOUNT_TEXTS.statementsTitle);
    const [thisMonth] = statementMonths(TEST_NOW, 1);
    expect((await statements.findByRole('link', { name: statementMonthLabel(thisMonth ?? '') })).getAttribute('href')).toBe(
      `/api/account/statements/${thisMonth}.xlsx`,
    );
  });

  it('offers the monthly statements up to the business month the overview answers, not the browser calendar', async () => {
    renderAccount({ overview: overviewOf({ business_date: '2026-12-25' }) });
    const statements = await section(ACCOUNT_TEXTS.statementsTitle);
    expect(await statements.findByRole('link', { name: statementMonthLabel('2026-12') })).toBeTruthy();
    expect(statements.getByRole('link', { name: statementMonthLabel('2026-07') }).getAttribute('href')).toBe('/api/account/statements/2026-07.xlsx');
    expect(statements.queryByRole('link', { name: statementMonthLabel(statementMonths(TEST_NOW, 1)[0] ?? '') })).toBeNull();
  });

  it('shows no cycle day before one is set', async () => {
    renderAccount({ overview: overviewOf({ cycle_day: 0 }) });
    const sums = await section(ACCOUNT_TEXTS.sumsTitle);
    expect(sums.queryByText(ACCOUNT_TEXTS.cycleDay)).toBeNull();
  });

  it('links only to pages the site has, also with a large available balance', async () => {
    renderAccount({ overview: overviewOf({ available_amount: 500_000 }) });
    await section(ACCOUNT_TEXTS.sumsTitle);
    await section(ACCOUNT_TEXTS.overviewTitle);
    const paths = screen
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname)
      .filter((path) => !path.startsWith('/api/'));
    expect(paths.length).toBeGreaterThan(0);
    const unrouted = paths.filter((path) => matchRoutes(routes, path)?.at(-1)?.route.path === '*');
    expect(unrouted).toEqual([]);
    expect(screen.getByRole('link', { name: ACCOUNT_TEXTS.roboStable }).getAttribute('href')).toBe(ROBO_STABLE_PATH);
  });

  it('shows every due reminder up to five, at least two, marked as due', async () => {
    const today = taipeiToday(TEST_NOW);
    const reminder = (days: number) => ({ date: shiftIsoDate(today, days), title: `扣款 ${days}`, amount: 1000 });
    renderAccount({ overview: overviewOf({ reminders: [reminder(5), reminder(-2), reminder(-1), reminder(0), reminder(9)] }) });

    const reminders = await section(ACCOUNT_TEXTS.remindersTitle);
    const rows = reminders.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['扣款 -2', '扣款 -1', '扣款 0']);
    expect(reminders.getAllByText(ACCOUNT_TEXTS.due)).toHaveLength(3);
  });

  it('says the data is being processed when the overview fails, and still shows the second overview', async () => {
    renderAccount({ overview: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.serverError } } });

    expect(await screen.findByText(MESSAGES.accountProcessing)).toBeTruthy();
    const overview = await section(ACCOUNT_TEXTS.overviewTitle);
    expect(await overview.findByText('NT$ 58,500')).toBeTruthy();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXTS.withdraw })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prompts to bind a bank account first, then goes to /member/bank with next', async () => {
    const { user, router } = renderAccount({
      overview: overviewOf({ bound_account_number: null, bound_account_bank_code: null }),
      bank: null,
    });
    await openWithdraw(user);

    const prompt = within(await screen.findByRole('dialog', { name: MESSAGES.bankNotBound }));
    await user.click(prompt.getByRole('button', { name: ACCOUNT_TEXTS.bindBank }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/member/bank?next=${encodeURIComponent(PATH)}`));
  });

  it('says verification takes about three working days while the bound account is unverified', async () => {
    const { user, apiCalls } = renderAccount({ bank: { bank_code: '812', status: 'pending' } });
    await waitFor(() => expect(apiCalls().some((call) => call.path === '/api/member/bank')).toBe(true));
    await openWithdraw(user);

    const info = within(await screen.findByRole('dialog', { name: MESSAGES.bankNotVerified }));
    await user.click(info.getByRole('button', { name: MESSAGES.dialogConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls().some((call) => call.path === '/api/account/withdraw-fee')).toBe(false);
  });

  it('says the identity review is pending on the page and in place of the withdrawal', async () => {
    const { user, apiCalls } = renderAccount({ status: STATUSES.reviewPending });
    expect(await screen.findByText(MESSAGES.identityReviewPending)).toBeTruthy();
    await openWithdraw(user);

    const info = within(await screen.findByRole('dialog', { name: MESSAGES.identityReviewPending }));
    await user.click(info.getByRole('button', { name: MESSAGES.dialogConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls().some((call) => call.path === '/api/account/withdraw-fee')).toBe(false);
  });

  it('says the identity review is pending when the server refuses the withdrawal for it', async () => {
    const { user } = renderAccount({
      more: {
        'POST /api/account/withdraw': {
          status: 403,
          body: { statusCode: 403, code: 'IDENTITY_REVIEW_PENDING', message: MESSAGES.identityReviewPending },
        },
      },
    });
    await openWithdraw(user);
    const dialog = await confirmDialog();
    await dialog.findByText(withdrawFeeText(15));
    await user.type(dialog.getByLabelText(ACCOUNT_TEXTS.withdrawPassword), 'Secret123');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }));

    expect(await screen.findByRole('dialog', { name: MESSAGES.identityReviewPending })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: ACCOUNT_TEXTS.withdrawTitle })).toBeNull();
  });

  it('takes the bound account state from the overview when it carries one', async () => {
    const { user } = renderAccount({ overview: overviewOf({ bound_account_status: 'rejected' }) });
    await openWithdraw(user);
    expect(await screen.findByRole('dialog', { name: MESSAGES.bankNotVerified })).toBeTruthy();
  });

  it('offers a refresh when nothing can be withdrawn', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = renderAccount({ overview: overviewOf({ withdrawable_amount: 0 }) });
    await openWithdraw(user);

    const prompt = within(await screen.findByRole('dialog', { name: MESSAGES.nothingToWithdraw }));
    await user.click(prompt.getByRole('button', { name: ACCOUNT_TEXTS.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('quotes the fee for the amount, withdraws with the password and an Idempotency-Key, then reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, apiCalls } = renderAccount({
      more: {
        'POST /api/account/withdraw': {
          body: { code: 1, message: MESSAGES.withdrawSuccess, data: { id: 9, amount: 1000, fee: 15, net_amount: 985, status: 'pending' } },
        },
      },
    });
    await openWithdraw(user);

    const dialog = await confirmDialog();
    const amount = dialog.getByLabelText(ACCOUNT_TEXTS.withdrawAmount);
    expect((amount as HTMLInputElement).value).toBe('60300');
    expect(await dialog.findByText(withdrawFeeText(15))).toBeTruthy();
    expect(dialog.getByText('本月已提領 2 次')).toBeTruthy();
    expect(dialog.getByText(`${ACCOUNT_TEXTS.receivedAmount} NT$ 60,285`)).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '1000');
    expect(await dialog.findByText(`${ACCOUNT_TEXTS.receivedAmount} NT$ 985`)).toBeTruthy();
    const feeCalls = apiCalls().filter((call) => call.path === '/api/account/withdraw-fee');
    expect(feeCalls.map((call) => new URL(call.url, 'http://localhost').searchParams.get('amount'))).toEqual(['60300', '1000']);

    await user.type(dialog.getByLabelText(ACCOUNT_TEXTS.withdrawPassword), 'Secret123');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }));

    const success = within(await screen.findByRole('dialog', { name: MESSAGES.withdrawSuccess }));
    const post = apiCalls().find((call) => call.method === 'POST' && call.path === '/api/account/withdraw');
    expect(post?.body).toEqual({ amount: 1000, password: 'Secret123' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(post?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(post?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(reload).not.toHaveBeenCalled();
    await user.click(success.getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks the amount and the password before sending', async () => {
    const { user, apiCalls } = renderAccount();
    await openWithdraw(user);
    const dialog = await confirmDialog();
    const amount = dialog.getByLabelText(ACCOUNT_TEXTS.withdrawAmount);
    await user.clear(amount);
    await user.type(amount, '60301');
    expect(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }).hasAttribute('disabled')).toBe(true);
    await user.clear(amount);
    await user.type(amount, '15');
    expect(await dialog.findByText(withdrawAmountTooSmall(15))).toBeTruthy();
    expect(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }).hasAttribute('disabled')).toBe(true);
    await user.clear(amount);
    await user.type(amount, '500');
    await dialog.findByText(`${ACCOUNT_TEXTS.receivedAmount} NT$ 485`);
    await user.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }));
    expect(await dialog.findByText(MESSAGES.passwordPrompt)).toBeTruthy();
    expect(apiCalls().some((call) => call.path === '/api/account/withdraw')).toBe(false);
  });

  it('shows 無法提領 with the server message, reusing the key only for a retry of an unanswered attempt', async () => {
    const answers: (() => MockReply)[] = [
      () => {
        throw new TypeError('network down');
      },
      () => ({ status: 400, body: { statusCode: 400, code: 'INVALID_PASSWORD', message: MESSAGES.wrongPassword } }),
      () => ({ body: { code: 1, message: 'ok' } }),
    ];
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, apiCalls } = renderAccount({
      more: { 'POST /api/account/withdraw': () => (answers.shift() ?? answers[0]!)() },
    });
    await openWithdraw(user);
    const dialog = await confirmDialog();
    await dialog.findByText(withdrawFeeText(15));
    await user.type(dialog.getByLabelText(ACCOUNT_TEXTS.withdrawPassword), 'Secret123');
    const confirm = dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm });

    const closeAlert = async (title: string, text?: string) => {
      const alert = within(await screen.findByRole('dialog', { name: title }));
      if (text !== undefined) expect(alert.getByText(text)).toBeTruthy();
      await user.click(alert.getByRole('button', { name: MESSAGES.dialogConfirm }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    };

    await user.click(confirm);
    await closeAlert(MESSAGES.withdrawFailedTitle, MESSAGES.genericErrorText);
    await user.click(confirm);
    await closeAlert(MESSAGES.withdrawFailedTitle, MESSAGES.wrongPassword);
    await user.click(confirm);
    await closeAlert(MESSAGES.withdrawSuccess);

    const keys = apiCalls()
      .filter((call) => call.path === '/api/account/withdraw')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('treats an answer whose code is not 1 as a refusal', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = renderAccount({
      more: { 'POST /api/account/withdraw': { body: { code: 0, message: '今日提領已達上限' } } },
    });
    await openWithdraw(user);
    const dialog = await confirmDialog();
    await dialog.findByText(withdrawFeeText(15));
    await user.type(dialog.getByLabelText(ACCOUNT_TEXTS.withdrawPassword), 'Secret123');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }));

    const failure = within(await screen.findByRole('dialog', { name: MESSAGES.withdrawFailedTitle }));
    expect(failure.getByText('今日提領已達上限')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('turns the server refusals of the checks into their dialogs', async () => {
    const { user } = renderAccount({
      more: {
        'POST /api/account/withdraw': {
          status: 422,
          body: { statusCode: 422, code: 'BANK_NOT_VERIFIED', message: MESSAGES.bankNotVerified },
        },
      },
    });
    await openWithdraw(user);
    const dialog = await confirmDialog();
    await dialog.findByText(withdrawFeeText(15));
    await user.type(dialog.getByLabelText(ACCOUNT_TEXTS.withdrawPassword), 'Secret123');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.withdrawConfirm }));

    expect(await screen.findByRole('dialog', { name: MESSAGES.bankNotVerified })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: ACCOUNT_TEXTS.withdrawTitle })).toBeNull();
  });

  it('changes the virtual account bank, shows the answer and reloads the overview', async () => {
    const { user, apiCalls } = renderAccount({
      more: { 'POST /api/account/virtual-bank': { body: { data: { title: '虛擬帳號銀行已變更' } } } },
    });
    const details = await section(ACCOUNT_TEXTS.detailsTitle);
    await details.findByText('812 台新國際商業銀行');
    await user.click(details.getByRole('button', { name: ACCOUNT_TEXTS.changeVirtualBank }));

    const dialog = within(await screen.findByRole('dialog', { name: ACCOUNT_TEXTS.changeVirtualBank }));
    const submit = dialog.getByRole('button', { name: ACCOUNT_TEXTS.changeVirtualBankSubmit });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(dialog.getByLabelText(ACCOUNT_TEXTS.virtualBankSelect), '812');
    await user.click(submit);

    expect(await screen.findByRole('dialog', { name: '虛擬帳號銀行已變更' })).toBeTruthy();
    expect(apiCalls().find((call) => call.path === '/api/account/virtual-bank')?.body).toEqual({ bank_code: '812' });
    await waitFor(() => expect(apiCalls().filter((call) => call.path === '/api/account/overview')).toHaveLength(2));
  });

  it('shows the server text and a reload button when the bank change fails', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = renderAccount({
      more: {
        'POST /api/account/virtual-bank': {
          status: 422,
          body: { statusCode: 422, code: 'BANK_CODE_UNKNOWN', message: MESSAGES.bankCodeUnknown },
        },
      },
    });
    const details = await section(ACCOUNT_TEXTS.detailsTitle);
    await details.findByText('812 台新國際商業銀行');
    await user.click(details.getByRole('button', { name: ACCOUNT_TEXTS.changeVirtualBank }));
    const dialog = within(await screen.findByRole('dialog', { name: ACCOUNT_TEXTS.changeVirtualBank }));
    await user.selectOptions(dialog.getByLabelText(ACCOUNT_TEXTS.virtualBankSelect), '812');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.changeVirtualBankSubmit }));

    const failure = within(await screen.findByRole('dialog', { name: MESSAGES.somethingWentWrong }));
    expect(failure.getByText(MESSAGES.bankCodeUnknown)).toBeTruthy();
    await user.click(failure.getByRole('button', { name: ACCOUNT_TEXTS.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('downloads a month as a blob under the name the server gives', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const [month] = statementMonths(TEST_NOW, 1);
    const { user, apiCalls } = renderAccount({
      more: {
        [`GET /api/account/statements/${month}.xlsx`]: {
          body: 'xlsx',
          headers: { 'Content-Disposition': `attachment; filename="lnb_${month}.xlsx"` },
        },
      },
    });
    const statements = await section(ACCOUNT_TEXTS.statementsTitle);
    await user.click(await statements.findByRole('link', { name: statementMonthLabel(month ?? '') }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`lnb_${month}.xlsx`);
    expect(created).toHaveLength(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement');
    const call = apiCalls().find((request) => request.path.endsWith('.xlsx'));
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.get('Accept')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json');
  });

  it('lists the years with an annual income statement and downloads a year as its PDF', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:annual';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const years = [2025, 2024].map((year) => ({
      year,
      totals: { interest: 1_200, fees: 80, principal: 15_000, penalty: 0, cashback: 0 },
      file_name: annualStatementFileName(year),
      download_path: annualStatementPath(year),
    }));
    const { user, apiCalls } = renderAccount({
      more: {
        'GET /api/account/statements': { body: { data: years } },
        'GET /api/account/statements/2024.pdf': { body: '%PDF-1.3', headers: { 'Content-Type': 'application/pdf' } },
      },
    });
    const annual = await section(ANNUAL_STATEMENT_TEXTS.sectionTitle);
    const links = await annual.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [ANNUAL_STATEMENT_TEXTS.yearLink(2025), '/api/account/statements/2025.pdf'],
      [ANNUAL_STATEMENT_TEXTS.yearLink(2024), '/api/account/statements/2024.pdf'],
    ]);
    await user.click(annual.getByRole('link', { name: ANNUAL_STATEMENT_TEXTS.yearLink(2024) }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('lendbridge-annual-statement-2024.pdf');
    expect(created).toHaveLength(1);
    const call = apiCalls().find((request) => request.path.endsWith('.pdf'));
    expect(call?.path).toBe('/api/account/statements/2024.pdf');
    expect(call?.headers.get('Accept')).toBe('application/pdf, application/json');
  });

  it('tells a member without any income that no annual statement exists yet', async () => {
    renderAccount();
    const annual = await section(ANNUAL_STATEMENT_TEXTS.sectionTitle);
    expect(await annual.findByText(ANNUAL_STATEMENT_TEXTS.none)).toBeTruthy();
    expect(annual.queryAllByRole('link')).toEqual([]);
  });

  it('is routed for full members only', async () => {
    mockFetch({});
    const layout = routes[0]?.children ?? [];
    const page = layout.find((route: RouteObject) => route.path === 'account/lnb-transaction');
    const { router } = renderRoute(<>{page?.element}</>, { url: PATH, status: STATUSES.member });
    await waitFor(() => expect(currentUrl(router)).toBe(`/member/register?next=${encodeURIComponent(PATH)}`));
  });

  it('shows the net annualised return, the totals behind it and the chart of the last twelve months', async () => {
    renderAccount();
    const card = await section(RETURN_TEXTS.title);
    expect(within(card.getByRole('group', { name: RETURN_TEXTS.xirr })).getByText('6.48%')).toBeTruthy();
    expect(within(card.getByRole('group', { name: RETURN_TEXTS.outstanding })).getByText('NT$ 228,000')).toBeTruthy();
    expect(within(card.getByRole('group', { name: RETURN_TEXTS.fees })).getByText('NT$ 640')).toBeTruthy();
    expect(await card.findByRole('figure', { name: RETURN_TEXTS.chart })).toBeTruthy();
  });

  it('says there is no return yet when nothing was invested, without a chart', async () => {
    renderAccount({ more: { 'GET /api/account/returns': { body: { data: { ...RETURNS, xirr: null, invested: 0, received: 0, fees: 0, outstanding: 0 } } } } });
    const card = await section(RETURN_TEXTS.title);
    expect(within(card.getByRole('group', { name: RETURN_TEXTS.xirr })).getByText(RETURN_TEXTS.xirrNone)).toBeTruthy();
    expect(card.queryByRole('figure', { name: RETURN_TEXTS.chart })).toBeNull();
  });
});
