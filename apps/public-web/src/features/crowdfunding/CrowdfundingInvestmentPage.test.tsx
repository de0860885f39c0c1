import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CROWDFUNDING_PAGE_TEXTS as T, CROWDFUNDING_TEXTS } from '@lendbridge/domain';
import type { CrowdfundingInvestmentAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CrowdfundingInvestmentPage } from './CrowdfundingInvestmentPage';

const repayment = (period: number) => ({
  period_no: period,
  due_date: `2026-${String(period).padStart(2, '0')}-15`,
  amount: period === 1 ? 1_280 : 980,
  status: period === 1 ? ('paid' as const) : ('scheduled' as const),
  status_label: period === 1 ? '已付款' : '待扣款',
  paid_at: period === 1 ? '2026-01-15T04:00:00.000Z' : null,
});

const investmentOf = (overrides: Partial<CrowdfundingInvestmentAnswer> = {}): CrowdfundingInvestmentAnswer => ({
  serial: 'CO260115000001',
  project_serial: 'CF000001',
  project_title: '花蓮有機米月月配',
  plan_title: '小家庭月配：白米 5 公斤',
  period: 12,
  status: 'paid',
  status_label: '已付款',
  payment_by: 0,
  first_period_amount: 1_280,
  later_period_amount: 980,
  pay_deadline: null,
  delivery: { name: '林美玲', address: '臺北市中正區重慶南路一段 122 號', phone: '0933123456' },
  can_change_address: false,
  repayments: { data: Array.from({ length: 12 }, (_, index) => repayment(index + 1)), meta: { pagination: { total: 13, count: 12, per_page: 12, current_page: 1, total_pages: 2 } } },
  deliveries: [
    { id: 7, period_no: 1, delivery_id: '903512884016', carrier_code: 'TCAT', status: 'shipped', status_label: '已出貨', deadline: '2026-01-29' },
    { id: 8, period_no: 2, delivery_id: null, carrier_code: null, status: 'preparing', status_label: '備貨中', deadline: '2026-02-28' },
  ],
  created_at: '2026-01-15T04:00:00.000Z',
  ...overrides,
});

const PATH = '/api/v1/crowdfunding-investments/CO260115000001';

describe('CrowdfundingInvestmentPage', () => {
  it('shows the schedule 12 a page and the deliveries, and confirms a shipped one received', async () => {
    const { apiCalls } = mockFetch({
      [`GET ${PATH}`]: { body: { data: investmentOf() } },
      [`POST ${PATH}/deliveries/7/received`]: { body: { data: { message: CROWDFUNDING_TEXTS.deliveryReceived } } },
    });
    const { user } = renderRoute(<CrowdfundingInvestmentPage />, {
      url: '/account/lender/crowdfunding/CO260115000001',
      path: '/account/lender/crowdfunding/:serial',
      status: STATUSES.complete,
    });
    const schedule = within(await screen.findByRole('region', { name: T.repayments }));
    expect(schedule.getAllByRole('row')).toHaveLength(13);
    expect(schedule.getByRole('navigation')).toBeTruthy();
    const deliveries = within(screen.getByRole('region', { name: T.deliveries }));
    expect(deliveries.getAllByRole('button', { name: T.markReceived })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: T.changeAddress })).toBeNull();
    await user.click(deliveries.getByRole('button', { name: T.markReceived }));
    await waitFor(() => expect(apiCalls().some((call) => call.method === 'POST' && call.path === `${PATH}/deliveries/7/received`)).toBe(true));
    expect(await screen.findByText(CROWDFUNDING_TEXTS.deliveryReceived)).toBeTruthy();
  });

  it('changes the receiver before anything is shipped, checking the mobile first', async () => {
    const { apiCalls } = mockFetch({
      [`GET ${PATH}`]: { body: { data: investmentOf({ can_change_address: true, deliveries: [] }) } },
      'POST /api/v1/investments/CO260115000001/update-delivery-address': { body: { data: { message: CROWDFUNDING_TEXTS.deliveryAddressUpdated } } },
    });
    const { user } = renderRoute(<CrowdfundingInvestmentPage />, {
      url: '/account/lender/crowdfunding/CO260115000001',
      path: '/account/lender/crowdfunding/:serial',
      status: STATUSES.complete,
    });
    const form = within(await screen.findByRole('region', { name: T.changeAddress }));
    const phone = form.getByLabelText(CROWDFUNDING_TEXTS.receiverPhone);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(form.getByRole('button', { name: T.save }));
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '0911222333');
    await user.click(form.getByRole('button', { name: T.save }));
    await waitFor(() => expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({
      delivery_receiver_name: '林美玲',
      delivery_phone: '0911222333',
      delivery_address: '臺北市中正區重慶南路一段 122 號',
    }));
    expect(await screen.findByText(CROWDFUNDING_TEXTS.deliveryAddressUpdated)).toBeTruthy();
  });
});
