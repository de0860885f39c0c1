import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CONSOLE_ERRORS,
  CAMPAIGN_FORM_FIELDS,
  CONSOLE_CAMPAIGN_TEXTS,
  CONSOLE_PRIZE_TEXTS,
  budgetBelowSpentText,
  prizeChanceTotalText,
  prizeShareText,
  ticketsGrantedText,
  type ConsoleCampaignRow,
  type ConsolePrizeRow,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import { prizeShares } from './PrizeChanceChart';

const API = '/api/console/campaigns';
const PRIZES = '/api/console/campaign-prizes';
const TICKETS = '/api/console/campaign-tickets';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const C = CONSOLE_CAMPAIGN_TEXTS;
const P = CONSOLE_PRIZE_TEXTS;

const campaign = (overrides: Partial<ConsoleCampaignRow> = {}): ConsoleCampaignRow => ({
  id: 3,
  key: 'new-year-2026',
  kind: 'roulette',
  kind_label: '幸運輪盤',
  title: '新春幸運輪盤',
  description: '投資或邀請好友即可獲得抽獎卷',
  starts_at: '2026-01-19T16:00:00.000Z',
  ends_at: '2026-02-19T16:00:00.000Z',
  audience: 'members',
  audience_label: '會員',
  budget: 50_000,
  spent: 1_300,
  remaining: 48_700,
  enabled: true,
  state: 'live',
  state_label: '進行中',
  settings: { ad_href: '/roulette' },
  prize_count: 2,
  created_at: '2025-11-20T02:00:00.000Z',
  updated_at: '2025-11-20T02:00:00.000Z',
  ...overrides,
});

const prize = (overrides: Partial<ConsolePrizeRow> = {}): ConsolePrizeRow => ({
  id: 11,
  campaign_id: 3,
  campaign_title: '新春幸運輪盤',
  name: '銘謝惠顧',
  type: 'fail',
  type_label: '銘謝惠顧',
  reward: 'nothing',
  reward_label: '無',
  chance: 7_500,
  chance_percent: 75,
  stock: null,
  awarded: 0,
  left: null,
  discount_percent: null,
  cashback_amount: null,
  extra_spins: 0,
  min_invested: null,
  position: 1,
  ...overrides,
});

const PRIZE_ROWS = [prize(), prize({ id: 12, name: '回饋金 NT$ 300', type: 'bonus', type_label: '回饋獎勵', reward: 'cashback', reward_label: '回饋金', chance: 2_500, chance_percent: 25, stock: 20, awarded: 3, left: 17, cashback_amount: 300, position: 2 })];

interface Backend {
  onCreate?: (call: RecordedCall) => Response;
  onUpdate?: (call: RecordedCall) => Response;
  onGrant?: (call: RecordedCall) => Response;
  rows?: ConsoleCampaignRow[];
}

const renderConsole = (hash: string, roles: string[], { onCreate, onUpdate, onGrant, rows = [campaign()] }: Backend = {}) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('campaigns', rows, rows.length);
    const one = /^\/api\/console\/campaigns\/(\d+)$/.exec(call.path);
    if (one && call.method === 'GET') {
      const row = rows.find((item) => String(item.id) === one[1]);
      return row ? json(200, row) : apiError(404, 'NOT_FOUND', '找不到資料');
    }
    if (call.path === API && call.method === 'POST' && onCreate) return onCreate(call);
    if (one && call.method === 'PUT' && onUpdate) return onUpdate(call);
    if (call.path === PRIZES && call.method === 'GET') return list('campaign-prizes', PRIZE_ROWS, PRIZE_ROWS.length);
    if (call.path === TICKETS && call.method === 'POST' && onGrant) return onGrant(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

describe('campaigns (行銷活動)', () => {
  it('are changed by admins and read by sales; other staff see none of them', () => {
    for (const action of ['list', 'show', 'edit', 'create', 'grant']) expect(canAccessResource(['admin'], 'campaigns', action)).toBe(true);
    expect(canAccessResource(['admin'], 'campaign-prizes', 'edit')).toBe(true);
    expect(canAccessResource(['sales'], 'campaigns', 'list')).toBe(true);
    expect(canAccessResource(['sales'], 'campaigns', 'show')).toBe(true);
    for (const action of ['edit', 'create', 'grant']) expect(canAccessResource(['sales'], 'campaigns', action)).toBe(false);
    expect(canAccessResource(['sales'], 'campaign-prizes', 'edit')).toBe(false);
    for (const resource of ['promo-code-uses', 'campaign-spins', 'campaign-cashback', 'campaign-audit']) {
      expect(canAccessResource(['sales'], resource, 'list')).toBe(true);
    }
    for (const role of ['lender', 'appraiser', 'pawnshop_operator', 'shop_seller']) {
      for (const resource of ['campaigns', 'campaign-prizes', 'promo-codes', 'promo-code-uses', 'campaign-spins', 'campaign-cashback', 'campaign-audit']) {
        expect(canAccessResource([role], resource, 'list')).toBe(false);
      }
    }
  });

  it('lists the campaigns newest first with their state and budget through the simple-rest call, and opens an admin’s form', async () => {
    const { calls } = renderConsole('#/campaigns', ['admin']);

    expect(await screen.findByRole('gridcell', { name: '新春幸運輪盤' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '進行中' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 50,000' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 48,700' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: C.remaining })).toBeTruthy();
    expect(listQuery(calledWith(calls, API, 'GET')[0]!.url)).toEqual({ sort: ['id', 'DESC'], range: [0, 24], filter: {} });

    fireEvent.click(screen.getByRole('gridcell', { name: '新春幸運輪盤' }));
    await waitFor(() => expect(window.location.hash).toBe('#/campaigns/3'));
  });

  it('creates a campaign, its times read in Taipei and only the form’s fields sent', async () => {
    const { calls } = renderConsole('#/campaigns/create', ['admin'], { onCreate: () => json(201, campaign({ id: 9 })), rows: [campaign(), campaign({ id: 9 })] });

    await fill(C.key, ' Spring-2026 ');
    await fill(C.title, '新春幸運輪盤');
    await fill(C.starts_at, '2026-01-20T00:00');
    await fill(C.ends_at, '2026-02-20T09:30');
    await fill(C.budget, '50000');
    await fill(C.ad_href, '/roulette');
    await save();

    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    const [post] = calledWith(calls, API, 'POST');
    expect(post?.body).toEqual({
      key: 'spring-2026',
      kind: 'roulette',
      title: '新春幸運輪盤',
      description: '',
      starts_at: '2026-01-19T16:00:00.000Z',
      ends_at: '2026-02-20T01:30:00.000Z',
      audience: 'members',
      budget: 50_000,
      enabled: true,
      settings: { ad_href: '/roulette', ad_show_countdown: false },
    });
    await waitFor(() => expect(window.location.hash).toBe('#/campaigns/9'));
  });

  it('checks the form with the shared rules and sends nothing while it is wrong', async () => {
    const { calls } = renderConsole('#/campaigns/create', ['admin'], { onCreate: () => json(201, campaign()) });

    await fill(C.key, 'New Year!');
    await fill(C.title, '新春');
    await fill(C.starts_at, '2026-02-20T00:00');
    await fill(C.ends_at, '2026-01-20T00:00');
    await fill(C.ad_href, 'https://elsewhere.example');
    await save();

    expect(await screen.findByText(CAMPAIGN_CONSOLE_ERRORS.keyFormat)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_CONSOLE_ERRORS.windowOrder)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_CONSOLE_ERRORS.settingsPath)).toBeTruthy();
    expect(calledWith(calls, API, 'POST')).toHaveLength(0);
  });

  it('edits a campaign beside its budget, its prizes and the chart of the wheel, and shows the server’s refusal under the budget', async () => {
    const { calls } = renderConsole('#/campaigns/3', ['admin'], {
      onUpdate: () => apiError(400, 'VALIDATION_FAILED', budgetBelowSpentText(1_300), { budget: budgetBelowSpentText(1_300) }),
    });

    expect(await screen.findByDisplayValue('new-year-2026')).toBeTruthy();
    expect((screen.getByLabelText(C.starts_at) as HTMLInputElement).value).toBe('2026-01-20T00:00');
    const budget = within(await screen.findByRole('region', { name: C.budgetTitle }));
    expect(budget.getByText('NT$ 1,300')).toBeTruthy();
    expect(budget.getByText('NT$ 48,700')).toBeTruthy();
    const prizes = within(await screen.findByRole('region', { name: C.prizes }));
    expect(await prizes.findByRole('gridcell', { name: '回饋金 NT$ 300' })).toBeTruthy();
    expect(prizes.getByRole('gridcell', { name: P.unlimited })).toBeTruthy();
    const chart = within(prizes.getByRole('figure', { name: C.wheelChart }));
    expect(chart.getByText(prizeChanceTotalText(10_000))).toBeTruthy();
    expect(chart.getByText(prizeShareText('銘謝惠顧', 75))).toBeTruthy();
    expect(chart.getByText(prizeShareText('回饋金 NT$ 300', 25))).toBeTruthy();
    expect(listQuery(calledWith(calls, PRIZES, 'GET')[0]!.url)).toMatchObject({ sort: ['position', 'ASC'], filter: { campaign_id: 3 } });
    expect(prizes.getByRole('link', { name: C.addPrize }).getAttribute('href')).toBe(
      `#/campaign-prizes/create?source=${encodeURIComponent(JSON.stringify({ campaign_id: 3 }))}`,
    );

    await fill(C.budget, '1000');
    await save();

    expect(await screen.findByText(budgetBelowSpentText(1_300))).toBeTruthy();
    const [put] = calledWith(calls, `${API}/3`, 'PUT');
    expect(Object.keys(put?.body as object).sort()).toEqual([...CAMPAIGN_FORM_FIELDS].sort());
    expect(put?.body).toMatchObject({ budget: 1_000, starts_at: '2026-01-19T16:00:00.000Z' });
  });

  it('grants tickets with an Idempotency-Key and says so', async () => {
    const { calls } = renderConsole('#/campaigns/3', ['admin'], {
      onGrant: () => json(201, { id: 5, campaign_id: 3, user_id: 7, member_serial: 'M00100007', count: 2, reference: 'staff:40', message: ticketsGrantedText(2, 'M00100007') }),
    });

    fireEvent.click(await screen.findByRole('button', { name: C.grantTickets }));
    const dialog = within(await screen.findByRole('dialog', { name: C.grantTitle }));
    fireEvent.click(dialog.getByRole('button', { name: C.grantSend }));
    expect(await dialog.findByText(`${C.grantMember}為必填`)).toBeTruthy();
    expect(dialog.getByText(`${C.grantReason}為必填`)).toBeTruthy();
    expect(calledWith(calls, TICKETS, 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(C.grantMember), { target: { value: 'm00100007' } });
    fireEvent.change(dialog.getByLabelText(C.grantCount), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText(C.grantReason), { target: { value: '客服補發' } });
    fireEvent.click(dialog.getByRole('button', { name: C.grantSend }));

    expect(await screen.findByText(ticketsGrantedText(2, 'M00100007'))).toBeTruthy();
    const [post] = calledWith(calls, TICKETS, 'POST');
    expect(post?.body).toEqual({ campaign_id: 3, user_id: null, member_serial: 'M00100007', count: 2, reason: '客服補發' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('shows sales a campaign’s page with its prizes, and nothing to change', async () => {
    renderConsole('#/campaigns/3/show', ['sales']);

    expect(await screen.findByText('new-year-2026')).toBeTruthy();
    const prizes = within(await screen.findByRole('region', { name: C.prizes }));
    expect(await prizes.findByRole('gridcell', { name: '回饋金 NT$ 300' })).toBeTruthy();
    expect(prizes.queryByRole('link', { name: C.addPrize })).toBeNull();
    expect(screen.queryByRole('button', { name: C.grantTickets })).toBeNull();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
    expect(screen.getByRole('link', { name: C.history }).getAttribute('href')).toBe(
      `#/campaign-audit?filter=${encodeURIComponent(JSON.stringify({ target_type: 'campaign', target_id: '3' }))}`,
    );
  });

  it('shares the wheel by the chances, equally nothing when every chance is 0', () => {
    expect(prizeShares([prize({ chance: 1 }), prize({ id: 12, chance: 3 })]).map((share) => share.share)).toEqual([25, 75]);
    expect(prizeShares([prize({ chance: 0 })]).map((share) => share.share)).toEqual([0]);
  });
});
