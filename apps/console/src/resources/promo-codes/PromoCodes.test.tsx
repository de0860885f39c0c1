import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CONSOLE_ERRORS,
  CONSOLE_PROMO_CODE_TEXTS,
  PROMO_CODE_FORM_FIELDS,
  maxUsesBelowUsesText,
  type ConsolePromoCodeRow,
  type ConsolePromoCodeUseRow,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import { calledWith, choose, fill, save } from '../../test/form';

const API = '/api/console/promo-codes';
const USES = '/api/console/promo-code-uses';
const CAMPAIGNS = '/api/console/campaigns';
const PC = CONSOLE_PROMO_CODE_TEXTS;

const promoCode = (overrides: Partial<ConsolePromoCodeRow> = {}): ConsolePromoCodeRow => ({
  id: 4,
  code: 'NEWYEAR10',
  kind: 'fee_discount',
  kind_label: '服務費折扣',
  discount_percent: 10,
  cashback_amount: null,
  campaign_id: null,
  campaign_title: null,
  owner_id: null,
  owner_serial: null,
  expires_at: '2026-02-28T15:59:00.000Z',
  max_uses: 500,
  uses: 3,
  min_order_amount: 0,
  enabled: true,
  created_by_email: 'admin@lendbridge.tw',
  created_at: '2025-11-20T02:00:00.000Z',
  updated_at: '2025-11-20T02:00:00.000Z',
  ...overrides,
});

const use = (id: number, overrides: Partial<ConsolePromoCodeUseRow> = {}): ConsolePromoCodeUseRow => ({
  id,
  promo_code_id: 4,
  code: 'NEWYEAR10',
  user_id: 7,
  member_serial: `M0010000${id}`,
  order_id: 30 + id,
  order_serial: `O2511200${id}`,
  discount_percent: 10,
  cashback_amount: null,
  cashback_paid_at: null,
  created_at: '2025-11-20T03:00:00.000Z',
  ...overrides,
});

const CAMPAIGN_ROWS = [{ id: 3, title: '新春幸運輪盤' }];

const renderConsole = (hash: string, roles: string[], handlers: { onCreate?: (call: RecordedCall) => Response; onUpdate?: (call: RecordedCall) => Response } = {}) => {
  const rows = [promoCode(), promoCode({ id: 5, code: 'LBX7K2M9QP', owner_id: 7, owner_serial: 'M00100007', discount_percent: 30, max_uses: 1, uses: 0 })];
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('promo-codes', rows, rows.length);
    const one = /^\/api\/console\/promo-codes\/(\d+)$/.exec(call.path);
    if (one && call.method === 'GET') return json(200, rows.find((row) => String(row.id) === one[1]));
    if (call.path === API && call.method === 'POST' && handlers.onCreate) return handlers.onCreate(call);
    if (one && call.method === 'PUT' && handlers.onUpdate) return handlers.onUpdate(call);
    if (call.path === USES && call.method === 'GET') return list('promo-code-uses', [use(2), use(1)], 2);
    if (call.path === CAMPAIGNS && call.method === 'GET') return list('campaigns', CAMPAIGN_ROWS, CAMPAIGN_ROWS.length);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

describe('promo codes (優惠碼)', () => {
  it('are changed by admins and read by sales', () => {
    for (const action of ['list', 'show', 'edit', 'create']) expect(canAccessResource(['admin'], 'promo-codes', action)).toBe(true);
    expect(canAccessResource(['sales'], 'promo-codes', 'show')).toBe(true);
    expect(canAccessResource(['sales'], 'promo-codes', 'edit')).toBe(false);
    expect(canAccessResource(['sales'], 'promo-codes', 'create')).toBe(false);
  });

  it('lists public codes and prizes’ codes, and opens a code’s page for sales', async () => {
    const { calls } = renderConsole('#/promo-codes', ['sales']);

    expect(await screen.findByRole('gridcell', { name: 'NEWYEAR10' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'M00100007' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '30%' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
    expect(listQuery(calledWith(calls, API, 'GET')[0]!.url)).toEqual({ sort: ['id', 'DESC'], range: [0, 24], filter: {} });

    fireEvent.click(screen.getByRole('gridcell', { name: 'NEWYEAR10' }));
    const uses = within(await screen.findByRole('region', { name: PC.usesTitle }));
    expect(await uses.findByRole('gridcell', { name: 'O25112002' })).toBeTruthy();
    expect(uses.getByRole('gridcell', { name: 'M00100001' })).toBeTruthy();
    expect(screen.getByText('3 / 500')).toBeTruthy();
    expect(listQuery(calledWith(calls, USES, 'GET')[0]!.url)).toMatchObject({ filter: { promo_code_id: 4 } });
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });

  it('asks a cashback code for the campaign whose budget pays it, then sends the code upper-cased', async () => {
    const { calls } = renderConsole('#/promo-codes/create', ['admin'], { onCreate: () => json(201, promoCode({ id: 6 })) });

    await fill(PC.code, 'spring300');
    await choose(PC.kind, '回饋金');
    await fill(PC.cashback_amount, '300');
    await fill(PC.expires_at, '2026-03-31T23:59');
    await fill(PC.max_uses, '100');
    await save();

    expect(await screen.findByText(CAMPAIGN_CONSOLE_ERRORS.cashbackNeedsCampaign)).toBeTruthy();
    expect(calledWith(calls, API, 'POST')).toHaveLength(0);

    await choose(PC.campaign_id, '新春幸運輪盤');
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      code: 'SPRING300',
      kind: 'cashback',
      discount_percent: null,
      cashback_amount: 300,
      campaign_id: 3,
      expires_at: '2026-03-31T15:59:00.000Z',
      max_uses: 100,
      min_order_amount: 0,
      enabled: true,
    });
    await waitFor(() => expect(window.location.hash).toBe('#/promo-codes'));
  });

  it('edits a code with its form’s fields only and shows the server’s refusal under the use limit', async () => {
    const { calls } = renderConsole('#/promo-codes/4', ['admin'], {
      onUpdate: () => apiError(400, 'VALIDATION_FAILED', maxUsesBelowUsesText(3), { max_uses: maxUsesBelowUsesText(3) }),
    });

    expect(await screen.findByDisplayValue('NEWYEAR10')).toBeTruthy();
    expect((screen.getByLabelText(PC.expires_at) as HTMLInputElement).value).toBe('2026-02-28T23:59');
    await fill(PC.max_uses, '2');
    await save();

    expect(await screen.findByText(maxUsesBelowUsesText(3))).toBeTruthy();
    const [put] = calledWith(calls, `${API}/4`, 'PUT');
    expect(Object.keys(put?.body as object).sort()).toEqual([...PROMO_CODE_FORM_FIELDS].sort());
    expect(put?.body).toMatchObject({ code: 'NEWYEAR10', max_uses: 2, expires_at: '2026-02-28T15:59:00.000Z' });
    const uses = within(await screen.findByRole('region', { name: PC.usesTitle }));
    expect(await uses.findByRole('gridcell', { name: 'O25112001' })).toBeTruthy();
  });
});
