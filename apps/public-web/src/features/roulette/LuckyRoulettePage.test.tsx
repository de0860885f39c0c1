import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_TEXTS,
  MESSAGES,
  MGM_ACTIVITY_PATH,
  ROULETTE_PAGE_TEXTS,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_RUN_MS,
  formatNtd,
  rouletteCashbackText,
  roulettePageLabel,
  rouletteResultAnnouncement,
  sliceAt,
  wheelSlices,
} from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import { deferred, mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { preferReducedMotion, resetReducedMotion } from '../../test/reducedMotion';
import { STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { LuckyRoulettePage } from './LuckyRoulettePage';
import { GIFTS, NOT_LIVE, NO_PRIZES, NO_TICKETS, overviewOf, rouletteRoutes, spinAnswer } from './testRoulette';
import type { RouletteRoutesOptions } from './testRoulette';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderPage = (options: RouletteRoutesOptions = {}) => {
  const mock = mockFetch(rouletteRoutes(options));
  const view = renderRoute(<LuckyRoulettePage />, { url: '/account/lucky-roulette', status: STATUSES.loggedIn });
  const spins = () => mock.apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/roulette/spin');
  const overviewReads = () => mock.apiCalls().filter((call) => call.path === '/api/roulette/overview');
  return { ...view, ...mock, spins, overviewReads };
};

/** Moves the faked clock on, running what falls due and the page's updates. */
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Lets the first reads answer under a faked clock. */
const loaded = async () => {
  for (let round = 0; round < 5; round += 1) await tick(10);
  expect(screen.getByRole('button', { name: CAMPAIGN_TEXTS.spin })).toBeTruthy();
};

/** The rotation the wheel was turned to, in degrees. */
const wheelRotation = (): number => {
  const match = /rotate\((-?[\d.]+)deg\)/.exec(screen.getByTestId('roulette-wheel').style.transform);
  return -Number(match?.[1] ?? 'NaN');
};

const slices = wheelSlices(GIFTS.map((gift) => gift.chance));
const pressSpace = () => fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
const spinButton = () => screen.getByRole('button', { name: CAMPAIGN_TEXTS.spin });

describe('LuckyRoulettePage: the spin', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });

  it('turns the wheel for 6 s to a stop in the server’s slice, then shows the prize 500 ms later and reads the overview again', async () => {
    const { spins, overviewReads } = renderPage({ spin: spinAnswer(13, { cashback: 300 }) });
    await loaded();
    fireEvent.click(spinButton());
    await tick(0);

    expect(spins()).toHaveLength(1);
    expect(spins()[0]?.body).toEqual({});
    expect(spins()[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(sliceAt(slices, wheelRotation())).toBe(GIFTS.findIndex((gift) => gift.id === 13));
    expect(screen.getByTestId('roulette-wheel').style.transition).toContain(`${ROULETTE_RUN_MS}ms`);
    expect(screen.getByText(CAMPAIGN_TEXTS.spinning, { selector: '[aria-live="polite"]' })).toBeTruthy();

    await tick(ROULETTE_RUN_MS - 1);
    expect(screen.queryByText(rouletteResultAnnouncement(GIFTS[2]!.prize))).toBeNull();
    const readsBefore = overviewReads().length;
    await tick(1);
    expect(screen.getByText(rouletteResultAnnouncement(GIFTS[2]!.prize), { selector: '[aria-live="polite"]' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(overviewReads().length).toBe(readsBefore + 1);

    await tick(ROULETTE_RESULT_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: CAMPAIGN_TEXTS.yourPrize });
    expect(dialog.textContent).toContain(GIFTS[2]!.prize);
    expect(dialog.textContent).toContain(rouletteCashbackText(300));
  });

  it('spins on the space bar, and ignores the space bar and the button while a spin runs', async () => {
    const answer = deferred<MockReply>();
    const { spins } = renderPage({ spin: () => answer.promise });
    await loaded();

    pressSpace();
    await tick(0);
    expect(spins()).toHaveLength(1);
    const running = screen.getByRole('button', { name: CAMPAIGN_TEXTS.spinning });
    expect(running.hasAttribute('disabled')).toBe(true);
    pressSpace();
    fireEvent.click(running);
    await tick(0);
    expect(spins()).toHaveLength(1);

    answer.resolve(spinAnswer(11));
    await tick(0);
    await tick(ROULETTE_RUN_MS / 2);
    pressSpace();
    await tick(0);
    expect(spins()).toHaveLength(1);

    await tick(ROULETTE_RUN_MS / 2 + ROULETTE_RESULT_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: ROULETTE_PAGE_TEXTS.resultHeading });
    expect(dialog.textContent).toContain(GIFTS[0]!.prize);
    fireEvent.keyDown(within(dialog).getByRole('button', { name: ROULETTE_PAGE_TEXTS.close }), { key: ' ', code: 'Space' });
    await tick(0);
    expect(spins()).toHaveLength(1);
  });
});

describe('LuckyRoulettePage', () => {
  beforeEach(() => {
    preferReducedMotion();
  });

  afterEach(() => {
    resetReducedMotion();
  });

  it('shows the spins held, what the next ticket needs and the winners', async () => {
    const { user } = renderPage({ overview: { body: { data: overviewOf({ available: 3, amountForTicket: 40_000, invitesForTicket: 7 }) } }, results: 13 });
    const boxes = within(await screen.findByRole('list', { name: ROULETTE_PAGE_TEXTS.overview }));
    expect(boxes.getByRole('listitem', { name: CAMPAIGN_TEXTS.available }).textContent).toContain('3 次');
    expect(boxes.getByRole('listitem', { name: CAMPAIGN_TEXTS.amountForTicket }).textContent).toContain(formatNtd(40_000));
    expect(boxes.getByRole('listitem', { name: CAMPAIGN_TEXTS.invitesForTicket }).textContent).toContain('7 人');
    expect(screen.getByRole('heading', { name: '新春幸運輪盤' })).toBeTruthy();

    const table = within(screen.getByRole('table', { name: CAMPAIGN_TEXTS.results }));
    expect((await table.findByText('M000001')).closest('tr')?.textContent).toContain('王先生');
    expect(table.getByText('M000002').closest('tr')?.textContent).toContain('林小姐');
    expect(table.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: roulettePageLabel(2) }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    expect(table.getByText('M000013')).toBeTruthy();
  });

  it('jumps to the stop and shows the prize at once where less motion is asked for, with the code to copy', async () => {
    const { user } = renderPage({ spin: spinAnswer(12, { promoCode: 'LBAB12CD34EF' }) });
    await user.click(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.spin }));
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.yourPrize });
    expect(screen.getByTestId('roulette-wheel').style.transition).toBe('none');
    expect(sliceAt(slices, wheelRotation())).toBe(1);
    expect(within(dialog).getByLabelText(CAMPAIGN_TEXTS.promoCodeIs).textContent).toBe('LBAB12CD34EF');

    await user.click(within(dialog).getByRole('button', { name: ROULETTE_PAGE_TEXTS.copyCode }));
    expect(await within(dialog).findByText(ROULETTE_PAGE_TEXTS.codeCopied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('LBAB12CD34EF');
  });

  it('asks a member without tickets to invite friends or invest, without asking the server', async () => {
    const { user, spins } = renderPage({ overview: { body: { data: overviewOf({ available: 0 }) } }, spin: spinAnswer(11) });
    await screen.findByRole('listitem', { name: CAMPAIGN_TEXTS.available });
    await user.click(screen.getByRole('button', { name: CAMPAIGN_TEXTS.spin }));
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.noTickets });
    expect(dialog.textContent).toContain(CAMPAIGN_TEXTS.inviteFriends);
    expect(within(dialog).getByRole('link', { name: CAMPAIGN_TEXTS.inviteLink }).getAttribute('href')).toBe(MGM_ACTIVITY_PATH);
    expect(within(dialog).getByRole('link', { name: CAMPAIGN_TEXTS.goInvest }).getAttribute('href')).toBe('/market-place');
    expect(spins()).toHaveLength(0);
  });

  it('shows the no-ticket prompt when the server says the tickets are spent', async () => {
    const { user, spins } = renderPage({ spin: NO_TICKETS });
    await user.click(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.spin }));
    expect(await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.noTickets })).toBeTruthy();
    expect(spins()).toHaveLength(1);
    expect(screen.getByRole('button', { name: CAMPAIGN_TEXTS.spin, hidden: true }).hasAttribute('disabled')).toBe(false);
  });

  it('says 似乎沒有獎品可以抽了 when the prizes are gone', async () => {
    const { user } = renderPage({ spin: NO_PRIZES });
    await user.click(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.spin }));
    expect(await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.noPrizes })).toBeTruthy();
  });

  it('says 轉輪盤失敗 with the server’s message on any other failure, and the wheel can spin again', async () => {
    const { user, spins } = renderPage({ spin: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '伺服器忙碌中' } } });
    await user.click(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.spin }));
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.spinFailed });
    expect(dialog.textContent).toContain('伺服器忙碌中');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dialogConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: CAMPAIGN_TEXTS.spin }));
    await waitFor(() => expect(spins()).toHaveLength(2));
  });

  it('says no roulette is live when the API answers CAMPAIGN_NOT_LIVE', async () => {
    renderPage({ gifts: NOT_LIVE, overview: NOT_LIVE });
    expect(await screen.findByText(CAMPAIGN_TEXTS.notLive)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CAMPAIGN_TEXTS.spin })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is for signed-in members: a visitor is sent to log in first', async () => {
    mockFetch(rouletteRoutes());
    const router = createMemoryRouter(routes, { initialEntries: ['/account/lucky-roulette'] });
    render(
      <AppProviders initialStatus={STATUSES.visitor} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.notLoggedIn);
    await waitFor(() => expect(currentUrl(router)).toBe(`/auth/login?next=${encodeURIComponent('/account/lucky-roulette')}`));
  });
});
