import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CAMPAIGN_AUDIT_TEXTS,
  CONSOLE_CASHBACK_TEXTS,
  CONSOLE_PRIZE_TEXTS,
  CONSOLE_PROMO_CODE_TEXTS,
  CONSOLE_SPIN_TEXTS,
  cashbackTotalText,
  type ConsoleCampaignAuditRow,
  type ConsoleCashbackRow,
  type ConsolePrizeRow,
  type ConsolePromoCodeUseRow,
  type ConsoleSpinRow,
} from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, listQuery, mockStaffFetch, type Handler, type RecordedCall, unhandled } from '../../test/fetchMock';

const CONSOLE = '/api/console';

const spin = (id: number, overrides: Partial<ConsoleSpinRow> = {}): ConsoleSpinRow => ({
  id,
  campaign_id: 3,
  campaign_title: '新春幸運輪盤',
  user_id: 7,
  member_serial: 'M00100007',
  prize_id: 12,
  reward_name: '回饋金 NT$ 300',
  promo_code_id: null,
  promo_code: null,
  cashback_amount: 300,
  business_date: '2026-01-21',
  daily: false,
  trial: false,
  created_at: '2026-01-21T02:00:00.000Z',
  ...overrides,
});

const cashback = (id: number, overrides: Partial<ConsoleCashbackRow> = {}): ConsoleCashbackRow => ({
  id,
  kind: 'campaign_reward',
  kind_label: '活動回饋',
  user_id: 7,
  member_serial: 'M00100007',
  amount: 300,
  reference: `spin:${id}`,
  description: '新春幸運輪盤：回饋金 NT$ 300',
  created_at: '2026-01-21T02:00:00.000Z',
  ...overrides,
});

const audit = (id: number, overrides: Partial<ConsoleCampaignAuditRow> = {}): ConsoleCampaignAuditRow => ({
  id,
  action: 'campaign.updated',
  action_label: '修改活動',
  actor_id: 1,
  actor_email: 'admin@lendbridge.tw',
  target_type: 'campaign',
  target_type_label: '行銷活動',
  target_id: '3',
  data: { before: { budget: 5_000 }, after: { budget: 8_000 } },
  created_at: '2025-11-20T02:00:00.000Z',
  ...overrides,
});

const use = (id: number): ConsolePromoCodeUseRow => ({
  id,
  promo_code_id: 4,
  code: 'NEWYEAR10',
  user_id: 7,
  member_serial: 'M00100007',
  order_id: 31,
  order_serial: 'O251120001',
  discount_percent: 10,
  cashback_amount: null,
  cashback_paid_at: null,
  created_at: '2025-11-20T03:00:00.000Z',
});

const renderConsole = (hash: string, roles: string[], handler: Handler) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === `${CONSOLE}/campaigns` && call.method === 'GET') return list('campaigns', [{ id: 3, title: '新春幸運輪盤' }], 1);
    return handler(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const lastList = (calls: RecordedCall[], path: string) => {
  const call = calls.filter((item) => item.path === path && item.method === 'GET').at(-1);
  return call === undefined ? undefined : listQuery(call.url);
};

describe('the campaigns’ records', () => {
  it('lists the spins and draws, a visitor’s trial without a member, and filters them', async () => {
    const rows = [spin(2, { user_id: null, member_serial: null, trial: true, reward_name: '銘謝惠顧', cashback_amount: null }), spin(1)];
    const { calls } = renderConsole('#/campaign-spins', ['sales'], (call) => (call.path === `${CONSOLE}/campaign-spins` ? list('campaign-spins', rows, 2) : unhandled(call)));

    expect(await screen.findByRole('gridcell', { name: CONSOLE_SPIN_TEXTS.visitor })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'M00100007' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 300' })).toBeTruthy();
    expect(screen.getAllByRole('gridcell', { name: '2026-01-21' })).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(CONSOLE_SPIN_TEXTS.date_from), { target: { value: '2026-01-21' } });
    await waitFor(() => expect(lastList(calls, `${CONSOLE}/campaign-spins`)?.filter).toEqual({ date_from: '2026-01-21' }));
  });

  it('shows the cashback the marketing budget paid with the total of the same filter', async () => {
    const { calls } = renderConsole('#/campaign-cashback', ['admin'], (call) => {
      if (call.path === `${CONSOLE}/campaign-cashback/total`) {
        const filter = JSON.parse(call.url.searchParams.get('filter') ?? '{}') as { kind?: string };
        return json(200, { data: filter.kind === 'referral_reward' ? { count: 1, amount: 100 } : { count: 2, amount: 400 } });
      }
      if (call.path === `${CONSOLE}/campaign-cashback`) {
        return list('campaign-cashback', [cashback(2, { kind: 'referral_reward', kind_label: '推薦獎勵', amount: 100, reference: 'referral:9' }), cashback(1)], 2);
      }
      return unhandled(call);
    });

    expect(await screen.findByText(cashbackTotalText(2, 400))).toBeTruthy();
    expect(await screen.findByRole('gridcell', { name: '推薦獎勵' })).toBeTruthy();
    expect(screen.getAllByRole('gridcell', { name: '新春幸運輪盤：回饋金 NT$ 300' })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: CONSOLE_CASHBACK_TEXTS.reference })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: CONSOLE_CASHBACK_TEXTS.kind }));
    fireEvent.click(await screen.findByRole('option', { name: '推薦獎勵' }));
    expect(await screen.findByText(cashbackTotalText(1, 100))).toBeTruthy();
    const totals = calls.filter((call) => call.path === `${CONSOLE}/campaign-cashback/total`);
    expect(JSON.parse(totals.at(-1)?.url.searchParams.get('filter') ?? '{}')).toEqual({ kind: 'referral_reward' });
  });

  it('lists who changed what, the filter of a campaign’s history taken from the address', async () => {
    const filter = JSON.stringify({ target_type: 'campaign', target_id: '3' });
    const { calls } = renderConsole(`#/campaign-audit?filter=${encodeURIComponent(filter)}`, ['sales'], (call) =>
      call.path === `${CONSOLE}/campaign-audit`
        ? list('campaign-audit', [audit(2), audit(1, { action: 'campaign.created', action_label: '建立活動', actor_email: null, data: { after: { budget: 5_000 } } })], 2)
        : unhandled(call),
    );

    expect(await screen.findByRole('gridcell', { name: '修改活動' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: CONSOLE_CAMPAIGN_AUDIT_TEXTS.system })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: JSON.stringify({ before: { budget: 5_000 }, after: { budget: 8_000 } }) })).toBeTruthy();
    expect(lastList(calls, `${CONSOLE}/campaign-audit`)?.filter).toEqual({ target_type: 'campaign', target_id: '3' });
  });

  it('lists every use of the promo codes, searched by code, member or order', async () => {
    const { calls } = renderConsole('#/promo-code-uses', ['admin'], (call) =>
      call.path === `${CONSOLE}/promo-code-uses` ? list('promo-code-uses', [use(1)], 1) : unhandled(call),
    );

    expect(await screen.findByRole('gridcell', { name: 'O251120001' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '10%' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: CONSOLE_PROMO_CODE_TEXTS.order_serial })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(CONSOLE_PROMO_CODE_TEXTS.usesSearch), { target: { value: 'O2511' } });
    await waitFor(() => expect(lastList(calls, `${CONSOLE}/promo-code-uses`)?.filter).toEqual({ q: 'O2511' }));
  });

  it('adds a prize to the campaign it was opened from, and goes back to that campaign', async () => {
    const created: ConsolePrizeRow = {
      id: 13,
      campaign_id: 3,
      campaign_title: '新春幸運輪盤',
      name: '服務費 5 折',
      type: 'bonus',
      type_label: '回饋獎勵',
      reward: 'fee_discount',
      reward_label: '服務費折扣碼',
      chance: 500,
      chance_percent: 5,
      stock: 10,
      awarded: 0,
      left: 10,
      discount_percent: 50,
      cashback_amount: null,
      extra_spins: 0,
      min_invested: null,
      position: 3,
    };
    const source = encodeURIComponent(JSON.stringify({ campaign_id: 3 }));
    const { calls } = renderConsole(`#/campaign-prizes/create?source=${source}`, ['admin'], (call) => {
      if (call.path === `${CONSOLE}/campaign-prizes` && call.method === 'POST') return json(201, created);
      return unhandled(call);
    });
    const P = CONSOLE_PRIZE_TEXTS;

    fireEvent.change(await screen.findByLabelText(P.prize_name), { target: { value: '服務費 5 折' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: P.reward }));
    fireEvent.click(await screen.findByRole('option', { name: '服務費折扣碼' }));
    fireEvent.change(await screen.findByLabelText(P.discount_percent), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(P.chance), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(P.stock), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(P.position), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      campaign_id: 3,
      name: '服務費 5 折',
      type: 'bonus',
      reward: 'fee_discount',
      chance: 500,
      stock: 10,
      discount_percent: 50,
      cashback_amount: null,
      extra_spins: 0,
      min_invested: null,
      position: 3,
    });
    await waitFor(() => expect(window.location.hash).toBe('#/campaigns/3'));
  });
});
