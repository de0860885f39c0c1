import { CAMPAIGN_TEXTS } from '@lendbridge/domain';
import type { RouletteGift, RouletteOverviewAnswer, RouletteResultRow, RouletteSpinAnswer } from '@lendbridge/domain';
import type { MockHandler, MockReply, MockRoutes } from '../../test/fetchMock';
import type { RouletteCampaign, RoulettePagination } from './roulette.api';

export const CAMPAIGN: RouletteCampaign = {
  key: 'new-year-2026',
  title: '新春幸運輪盤',
  starts_at: '2025-11-01T00:00:00.000Z',
  ends_at: '2026-02-28T15:59:59.000Z',
};

/** The wheel: five slices of 40, 25, 20, 10 and 5 percent; the last is too narrow for a label. */
export const GIFTS: RouletteGift[] = [
  { id: 11, chance: 40, text: '銘謝惠顧', prize: '銘謝惠顧', type: 'fail' },
  { id: 12, chance: 25, text: '服務費9折', prize: '出借服務費折抵 10%', type: 'bonus' },
  { id: 13, chance: 20, text: '回饋金300', prize: '回饋金 NT$ 300', type: 'bonus' },
  { id: 14, chance: 10, text: '咖啡券', prize: '咖啡兌換券', type: 'reality' },
  { id: 15, chance: 5, text: '大獎', prize: '頭獎 iPad', type: 'reality' },
];

export const REWARDS = ['出借服務費折抵 10%', '回饋金 NT$ 300', '咖啡兌換券', '頭獎 iPad'];

export const overviewOf = (overrides: Partial<RouletteOverviewAnswer> = {}): RouletteOverviewAnswer => ({
  available: 2,
  amountForTicket: 60_000,
  invitesForTicket: 4,
  hasCompletedOrder: true,
  ...overrides,
});

export const spinAnswer = (giftId: number, overrides: Partial<RouletteSpinAnswer['result']> = {}): MockReply => ({
  body: {
    data: {
      result: { rewardName: GIFTS.find((gift) => gift.id === giftId)?.prize ?? '', promoCode: null, giftId, cashback: null, ...overrides },
    },
  },
});

/** A 409 refusal of the roulette with its code. */
export const refusal = (code: string, message: string): MockReply => ({ status: 409, body: { statusCode: 409, code, message } });

export const NO_TICKETS = refusal('NO_TICKETS', CAMPAIGN_TEXTS.noTickets);
export const NO_PRIZES = refusal('NO_PRIZES', CAMPAIGN_TEXTS.noPrizes);
export const NOT_LIVE: MockReply = { status: 404, body: { statusCode: 404, code: 'CAMPAIGN_NOT_LIVE', message: CAMPAIGN_TEXTS.notLive } };

/** Winners numbered from 1, ten a page, newest first. */
export const resultRow = (index: number): RouletteResultRow => ({
  lastName: index % 2 === 0 ? '林' : '王',
  gender: index % 2 === 0 ? 'female' : 'male',
  memberSerial: `M${String(index).padStart(6, '0')}`,
  reward: GIFTS[1 + (index % 4)]?.prize ?? '',
  updatedAt: '2025-11-19T02:00:00.000Z',
});

const paginationOf = (total: number, page: number, perPage: number): RoulettePagination => ({
  total,
  count: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)),
  per_page: perPage,
  current_page: page,
  total_pages: Math.max(1, Math.ceil(total / perPage)),
});

/** GET results: `total` winners, ten a page. */
export const resultsRoute =
  (total: number): MockHandler =>
  (request) => {
    const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page') ?? '1');
    const indexes = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
    return { body: { data: indexes.map(resultRow), meta: { pagination: paginationOf(total, page, 10) } } };
  };

export interface RouletteRoutesOptions {
  gifts?: MockReply;
  overview?: MockReply | MockHandler;
  spin?: MockReply | MockHandler;
  trial?: MockReply | MockHandler;
  results?: number;
}

/** The roulette's API with a live campaign, two spins, and the spin and trial answers given. */
export function rouletteRoutes({ gifts, overview, spin, trial, results = 3 }: RouletteRoutesOptions = {}): MockRoutes {
  const routes: MockRoutes = {
    'GET /api/roulette/gifts': gifts ?? { body: { data: { campaign: CAMPAIGN, gifts: GIFTS } } },
    'GET /api/roulette/rewards': { body: { data: { rewards: REWARDS } } },
    'GET /api/roulette/overview': overview ?? { body: { data: overviewOf() } },
    'GET /api/roulette/results': resultsRoute(results),
  };
  if (spin !== undefined) routes['POST /api/roulette/spin'] = spin;
  if (trial !== undefined) routes['POST /api/roulette/trial'] = trial;
  return routes;
}
