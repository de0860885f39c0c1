import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { MARKET_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { MarketLoanDetail } from '@lendbridge/domain';
import { AppProviders } from '../../app/providers';
import type { UserStatus } from '../../app/session';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { LocationProbe, STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { LoanDetailRoute } from './LoanDetailRoute';
import { MarketPlacePage } from './MarketPlacePage';
import { detail, fakeMarket } from './fakeMarket';
import { resetScreenWidth, setScreenWidth } from '../../test/screenWidth';

const T = MARKET_TEXTS;
const LOAN = detail(7);
const PATH = `/market-place/loan/${LOAN.serial}`;
const API = `/api${PATH}`;

const routesFor = (loan: MarketLoanDetail, extra: MockRoutes = {}): MockRoutes => ({
  [`GET ${API}`]: { body: { data: loan } },
  [`GET ${API}/questions`]: { body: { data: [], meta: { can_ask: true, can_reply: false } } },
  'PUT /api/market-place/read': (request) => ({ body: { data: { ...(request.body as object), is_read: true } } }),
  ...extra,
});

const renderDetail = (url: string, status: UserStatus, loan: MarketLoanDetail = LOAN, extra: MockRoutes = {}) => {
  const fetched = mockFetch(routesFor(loan, extra));
  return { ...renderRoute(<LoanDetailRoute />, { url, path: '/market-place/loan/:serial', status }), ...fetched };
};

/** A desktop screen: (min-width: 992px) matches. */
const desktop = () => setScreenWidth(1280);

/** Back to jsdom's screen, which answers no media query. */
afterEach(() => {
  resetScreenWidth();
});

describe('loan detail', () => {
  it('shows the loan with tabs chosen by the URL hash, and writes the hash on a tab change', async () => {
    const { router, user } = renderDetail(`${PATH}#2`, STATUSES.visitor);
    expect(await screen.findByText('臺北市')).toBeTruthy();
    expect(screen.getByText(T.yearsOld(35))).toBeTruthy();
    expect(screen.getByText(T.borrowerFactsNote)).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([T.detailTabLoan, T.detailTabBorrower, T.detailTabQuestions]);
    await user.click(screen.getByRole('tab', { name: T.detailTabLoan }));
    expect(router.state.location.hash).toBe('#1');
    expect(screen.getByText(LOAN.description ?? '')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: T.detailTabQuestions }));
    expect(router.state.location.hash).toBe('#5');
    expect(await screen.findByText(T.loginToAsk)).toBeTruthy();
    expect(document.title).toBe(T.loanPageTitle(LOAN.serial));
  });

  it('shows the statements tab only when the loan has statements, and falls back to #1', async () => {
    const first = renderDetail(`${PATH}#3`, STATUSES.visitor);
    expect(await screen.findByRole('tab', { name: T.detailTabLoan, selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: T.detailTabFinancials })).toBeNull();
    first.unmount();
    const withStatements = detail(7, {
      financials: { balance_sheet: [{ year: 2024, items: { current_assets: 1200, equity: 800 } }], income_statement: [] },
      collaterals: [
        {
          type: 'watch', brand: 'Rolex', model: 'Submariner', description: null, expect_value_10k: 35, add_ons: ['guarantee'],
          city: null, district: null, house_age: null, house_type: null, parking_space: null,
        },
      ],
    });
    const { user } = renderDetail(`${PATH}#3`, STATUSES.visitor, withStatements);
    expect(await screen.findByRole('tab', { name: T.detailTabFinancials, selected: true })).toBeTruthy();
    expect(await screen.findByLabelText(T.balanceSheet)).toBeTruthy();
    expect(screen.queryByLabelText(T.incomeStatement)).toBeNull();
    await user.click(screen.getByRole('tab', { name: T.detailTabCollaterals }));
    expect(screen.getByText('Rolex')).toBeTruthy();
    expect(screen.getByText('保證書')).toBeTruthy();
  });

  it('keeps a read marker: the cookie always, PUT read for a signed-in member', async () => {
    const visitor = renderDetail(PATH, STATUSES.visitor, detail(8));
    await screen.findByText(`${T.serial} ${detail(8).serial}`);
    expect(document.cookie).toContain(`lendbridge_read_${detail(8).serial}=1`);
    expect(visitor.apiCalls().filter((call) => call.method === 'PUT')).toEqual([]);
    visitor.unmount();
    const member = renderDetail(PATH, STATUSES.loggedIn);
    await waitFor(() => expect(member.apiCalls().filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ serial: LOAN.serial }]));
  });

  it('sends a message to the borrower, blocking e-mail addresses and phone numbers', async () => {
    const { user, apiCalls } = renderDetail(PATH, STATUSES.loggedIn, LOAN, {
      [`POST ${API}/message`]: { status: 201, body: { data: { sent: true } } },
    });
    await user.click(await screen.findByRole('button', { name: T.sendMessage }));
    const dialog = await screen.findByRole('dialog', { name: T.sendMessage });
    const subject = within(dialog).getByRole('textbox', { name: T.messageSubject });
    const content = within(dialog).getByRole('textbox', { name: T.messageContent });
    const send = within(dialog).getByRole('button', { name: T.messageSend });
    await user.type(subject, 'a');
    await user.clear(subject);
    expect(within(dialog).getByText(T.messageSubjectRequired)).toBeTruthy();
    await user.type(subject, '請問還款來源');
    await user.type(content, '請回信到 me@example.com');
    expect(within(dialog).getByText(MESSAGES.noEmailInText)).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.clear(content);
    await user.type(content, '或打 0912345678');
    expect(within(dialog).getByText(MESSAGES.noPhoneInText)).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.clear(content);
    await user.type(content, '想了解每月的收入來源。');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    expect(await screen.findByText(T.messageSent)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ subject: '請問還款來源', content: '想了解每月的收入來源。' });
    expect(screen.queryByRole('dialog', { name: T.sendMessage })).toBeNull();
  });

  it('shows 訊息發送失敗！ when the server refuses the message', async () => {
    const { user } = renderDetail(PATH, STATUSES.loggedIn, LOAN, {
      [`POST ${API}/message`]: { status: 429, body: { statusCode: 429, code: 'TOO_MANY_MESSAGES', message: T.tooManyMessages } },
    });
    await user.click(await screen.findByRole('button', { name: T.sendMessage }));
    const dialog = await screen.findByRole('dialog', { name: T.sendMessage });
    await user.type(within(dialog).getByRole('textbox', { name: T.messageSubject }), '你好');
    await user.type(within(dialog).getByRole('textbox', { name: T.messageContent }), '請問');
    await user.click(within(dialog).getByRole('button', { name: T.messageSend }));
    const alert = await screen.findByRole('dialog', { name: T.messageSendFailed });
    expect(within(alert).getByText(T.tooManyMessages)).toBeTruthy();
  });

  it('asks a visitor to sign in before messaging, and offers no message on the borrower’s own loan', async () => {
    const visitor = renderDetail(PATH, STATUSES.visitor);
    await visitor.user.click(await screen.findByRole('button', { name: T.sendMessage }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.notLoggedIn })).toBeTruthy();
    expect(currentUrl(visitor.router)).toBe(`/auth/login?next=${encodeURIComponent(PATH)}`);
    visitor.unmount();
    renderDetail(PATH, STATUSES.complete, detail(7, { is_own: true, can_invest: false }));
    expect(await screen.findByText(T.ownLoan)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.sendMessage })).toBeNull();
  });

  it('asks a question with the title rules', async () => {
    const { user, apiCalls } = renderDetail(`${PATH}#5`, STATUSES.loggedIn, LOAN, {
      [`POST ${API}/questions`]: (request) => ({
        status: 201,
        body: {
          data: {
            id: 1, title: (request.body as { title: string }).title, description: null, user_serial: 'M0000***', visible: false,
            is_mine: true, created_at: TEST_NOW.toISOString(), replied_at: null,
          },
        },
      }),
    });
    const box = await screen.findByRole('textbox', { name: T.questionTitle });
    await user.click(screen.getByRole('button', { name: T.questionAsk }));
    expect(screen.getByText(T.questionTitleRequired)).toBeTruthy();
    await user.type(box, '打 02-2345-6789 聯絡我');
    await user.click(screen.getByRole('button', { name: T.questionAsk }));
    expect(screen.getByText(MESSAGES.noPhoneInText)).toBeTruthy();
    await user.clear(box);
    await user.type(box, '營運資金用途為何？');
    await user.click(screen.getByRole('button', { name: T.questionAsk }));
    expect(await screen.findByText(T.questionAsked)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ title: '營運資金用途為何？' });
  });

  it('opens as a modal over the list on a desktop and closes back to the list', async () => {
    desktop();
    const market = fakeMarket(30);
    mockFetch({ ...market.routes, ...routesFor(LOAN) });
    const router = createMemoryRouter(
      [
        { path: '/market-place/:tab', element: <MarketPlacePage /> },
        { path: '/market-place/loan/:serial', element: <LoanDetailRoute /> },
        { path: '*', element: <LocationProbe /> },
      ],
      { initialEntries: [{ pathname: PATH, state: { background: '/market-place/credit?page=2&order_by=apr&order_dir=asc' } }] },
    );
    const user = userEvent.setup();
    render(
      <AppProviders initialStatus={STATUSES.visitor} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: T.detail });
    expect(await within(dialog).findByText(`${T.serial} ${LOAN.serial}`)).toBeTruthy();
    await waitFor(() => expect(Object.fromEntries(market.last() ?? [])).toEqual({ page: '2', order_by: 'apr', order_dir: 'asc' }));
    await user.click(within(dialog).getByRole('tab', { name: T.detailTabBorrower }));
    expect(router.state.location.hash).toBe('#2');
    expect(router.state.location.state).toEqual({ background: '/market-place/credit?page=2&order_by=apr&order_dir=asc' });
    await user.click(within(dialog).getByRole('button', { name: T.close }));
    expect(currentUrl(router)).toBe('/market-place/credit?page=2&order_by=apr&order_dir=asc');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.detail })).toBeNull());
    const card = (await screen.findAllByTestId('loan-card'))[0] as HTMLElement;
    await user.click(within(card).getByRole('button'));
    expect(router.state.location.state).toEqual({ background: '/market-place/credit?page=2&order_by=apr&order_dir=asc' });
  });
});
