import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEXTS,
  MESSAGES,
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_STABLE_PATH,
  roboMatchingLoansText,
  transferAmountRange,
  transferSuccess,
} from '@lendbridge/domain';
import type { RoboSummaryAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { AccountPage } from '../account/AccountPage';
import type { AccountOverview } from '../account/account.api';
import { AMOUNTS, overviewOf } from '../account/testAccount';
import { summaryOf } from './testRobo';

const PATH = '/account/lnb-transaction';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Scenario {
  overview?: AccountOverview;
  summary?: RoboSummaryAnswer;
  transfer?: MockReply;
  more?: MockRoutes;
}

const renderAccount = ({ overview = overviewOf(), summary = summaryOf({ accounts: 0 }), transfer, more = {} }: Scenario = {}) => {
  const fetchMock = mockFetch({
    'GET /api/account/overview': { body: { data: overview } },
    'GET /api/account/amount-overview': { body: { data: AMOUNTS } },
    'GET /api/account/returns': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.serverError } },
    'GET /api/member/bank': { body: { data: { bank_code: '812', status: 'verified' } } },
    'POST /api/attributes': { body: { data: { 'bank.code': [] } } },
    'GET /api/robo/stable/summary': { body: { data: summary } },
    'GET /api/robo/stable/matching-loans': { body: { data: { count: 3 } } },
    ...(transfer === undefined ? {} : { 'POST /api/account/internal-withdraw': transfer }),
    ...more,
  });
  const view = renderRoute(<AccountPage />, { url: PATH, status: STATUSES.full });
  return { ...view, ...fetchMock };
};

const roboSection = () => screen.findByRole('region', { name: ACCOUNT_TEXTS.roboTitle });

const openTransfer = async (user: ReturnType<typeof renderAccount>['user']) => {
  const section = within(await roboSection());
  await user.click(section.getByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen }));
  return within(await screen.findByRole('dialog', { name: ROBO_API_TEXTS.transferTitle }));
};

const posts = (apiCalls: ReturnType<typeof renderAccount>['apiCalls']) =>
  apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/account/internal-withdraw');

describe('the robo links and the internal transfer on the account page', () => {
  it('shows only the withdraw buttons below 50,000 available without robo investments', async () => {
    const { apiCalls } = renderAccount({ overview: overviewOf({ available_amount: 49_999 }) });
    await screen.findByRole('region', { name: ACCOUNT_TEXTS.sumsTitle });
    await waitFor(() => expect(apiCalls().some((call) => call.path === '/api/robo/stable/summary')).toBe(true));
    expect(screen.getByRole('button', { name: ACCOUNT_TEXTS.withdraw })).toBeTruthy();
    expect(screen.queryByRole('region', { name: ACCOUNT_TEXTS.roboTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen })).toBeNull();
  });

  it('gives a robo member the transfer and the link to the stable summary whatever the available amount', async () => {
    renderAccount({ overview: overviewOf({ available_amount: 20_000 }), summary: summaryOf({ accounts: 2 }) });
    const section = within(await roboSection());
    expect(section.getByRole('link', { name: ROBO_API_TEXTS.summary }).getAttribute('href')).toBe(ROBO_STABLE_PATH);
    expect(section.getByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen })).toBeTruthy();
    expect(section.queryByRole('link', { name: ACCOUNT_TEXTS.roboStable })).toBeNull();
  });

  it('shows the stable link from 50,000 available', async () => {
    renderAccount({ overview: overviewOf({ available_amount: 50_000 }) });
    const section = within(await roboSection());
    expect(section.getByRole('link', { name: ACCOUNT_TEXTS.roboStable }).getAttribute('href')).toBe(ROBO_STABLE_PATH);
  });

  it('shows the matching loans, and refuses an amount beyond the available one in the browser', async () => {
    const { user, apiCalls } = renderAccount();
    const dialog = await openTransfer(user);
    expect(await dialog.findByText(roboMatchingLoansText(3))).toBeTruthy();

    await user.type(dialog.getByLabelText(ROBO_API_TEXTS.transferAmount), '105301');
    await user.type(dialog.getByLabelText(ROBO_PAGE_TEXTS.transferPassword), 'Secret123');
    await user.click(dialog.getByRole('button', { name: ROBO_API_TEXTS.transferSubmit }));

    expect(await dialog.findByText(transferAmountRange(1, 105_300))).toBeTruthy();
    expect(posts(apiCalls)).toHaveLength(0);
  });

  it('asks for the password before sending', async () => {
    const { user, apiCalls } = renderAccount();
    const dialog = await openTransfer(user);
    await user.type(dialog.getByLabelText(ROBO_API_TEXTS.transferAmount), '20000');
    await user.click(dialog.getByRole('button', { name: ROBO_API_TEXTS.transferSubmit }));

    expect(await dialog.findByText(MESSAGES.passwordPrompt)).toBeTruthy();
    expect(posts(apiCalls)).toHaveLength(0);
  });

  it('transfers with an Idempotency-Key, shows the server sentence and reads the overviews again', async () => {
    const { user, apiCalls } = renderAccount({
      transfer: { body: { code: 1, message: transferSuccess(20_000), data: { serial: 'RB2025110003', amount: 20_000, created_at: '2025-11-20T04:00:00.000Z' } } },
    });
    const dialog = await openTransfer(user);
    await user.type(dialog.getByLabelText(ROBO_API_TEXTS.transferAmount), '20000');
    await user.type(dialog.getByLabelText(ROBO_PAGE_TEXTS.transferPassword), 'Secret123');
    const overviewReads = apiCalls().filter((call) => call.path === '/api/account/overview').length;
    await user.click(dialog.getByRole('button', { name: ROBO_API_TEXTS.transferSubmit }));

    const success = within(await screen.findByRole('dialog', { name: transferSuccess(20_000) }));
    const [post] = posts(apiCalls);
    expect(post?.url).toBe('/api/account/internal-withdraw');
    expect(post?.body).toEqual({ password: 'Secret123', amount: 20_000 });
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() => expect(apiCalls().filter((call) => call.path === '/api/account/overview').length).toBe(overviewReads + 1));
    await waitFor(() => expect(apiCalls().filter((call) => call.path === '/api/account/amount-overview').length).toBe(2));
    expect(screen.queryByRole('dialog', { name: ROBO_API_TEXTS.transferTitle })).toBeNull();

    await user.click(success.getByRole('button', { name: MESSAGES.dialogConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows 出了些問題 with the server message when the transfer fails, and keeps the dialog', async () => {
    const { user } = renderAccount({
      transfer: { status: 409, body: { statusCode: 409, code: 'BALANCE_SHORT', message: '可用餘額不足' } },
    });
    const dialog = await openTransfer(user);
    await user.type(dialog.getByLabelText(ROBO_API_TEXTS.transferAmount), '20000');
    await user.type(dialog.getByLabelText(ROBO_PAGE_TEXTS.transferPassword), 'Secret123');
    await user.click(dialog.getByRole('button', { name: ROBO_API_TEXTS.transferSubmit }));

    const failure = within(await screen.findByRole('dialog', { name: ROBO_API_TEXTS.transferError }));
    expect(failure.getByText('可用餘額不足')).toBeTruthy();
    await user.click(failure.getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(await screen.findByRole('dialog', { name: ROBO_API_TEXTS.transferTitle })).toBeTruthy();
  });

  it('puts the server refusal of the password under its field', async () => {
    const { user } = renderAccount({
      transfer: {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_PASSWORD', message: MESSAGES.wrongPassword, errors: { password: MESSAGES.wrongPassword } },
      },
    });
    const dialog = await openTransfer(user);
    await user.type(dialog.getByLabelText(ROBO_API_TEXTS.transferAmount), '20000');
    await user.type(dialog.getByLabelText(ROBO_PAGE_TEXTS.transferPassword), 'Wrong1234');
    await user.click(dialog.getByRole('button', { name: ROBO_API_TEXTS.transferSubmit }));

    expect(await dialog.findByText(MESSAGES.wrongPassword)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: ROBO_API_TEXTS.transferError })).toBeNull();
  });
});
