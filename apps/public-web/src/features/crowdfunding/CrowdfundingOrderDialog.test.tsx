import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CROWDFUNDING_PAGE_TEXTS as T, CROWDFUNDING_REDIRECTS, CROWDFUNDING_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { CrowdfundingDetailAnswer, CrowdfundingOrderAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { CrowdfundingPage } from './CrowdfundingPage';

const PROJECT: CrowdfundingDetailAnswer = {
  serial: 'CF000001',
  title: '花蓮有機米月月配',
  kind: 'standard',
  member_serial: 'M000001',
  owner_name: '王大明',
  status: 'open',
  plans: [{ id: 5, title: '每月一箱 5 公斤', rates: [{ period: 3, first_period_amount: 3_000, later_period_amount: 1_500 }], tabs: [], units: 10, units_left: 4 }],
  contents: [{ type: 'text', content: '花蓮玉里的有機稻田。' }],
  can_order: true,
  reason: null,
  balance: 500,
  default_delivery: { name: '林小美', mobile: '0912345678', address: '臺北市大安區復興南路一段 100 號' },
  virtual_account: '95688000000013',
  virtual_account_bank_code: '006',
  business_date: '2026-11-28',
};

const PAID: CrowdfundingOrderAnswer = {
  order: { serial: 'CO261128000001', status: 'paid', status_label: '已付款', payment_by: 0, first_period_amount: 3_000, pay_deadline: null, project_serial: 'CF000001' },
  payment: { status: 'approved' },
  message: CROWDFUNDING_TEXTS.orderSuccess,
  redirect: CROWDFUNDING_REDIRECTS.afterOrder,
};

const routesFor = (project: CrowdfundingDetailAnswer = PROJECT, extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/v1/crowdfundings/CF000001': { body: { data: project } },
  'GET /api/v1/crowdfundings/CF000001/contract': {
    body: { data: { title: '「花蓮有機米月月配」募資贊助契約', sections: [{ heading: '第三條　款項與付款', paragraphs: ['第一期款項 NT$ 3,000'] }], html: '' } },
  },
  ...extra,
});

const openDialog = async (routes: MockRoutes = routesFor()) => {
  const mock = mockFetch(routes);
  const view = renderRoute(<CrowdfundingPage />, { url: '/crowdfunding/CF000001', path: '/crowdfunding/:serial', status: STATUSES.complete });
  await view.user.click(await screen.findByRole('button', { name: T.back }));
  const dialog = await screen.findByRole('dialog');
  return { ...mock, ...view, dialog };
};

describe('CrowdfundingOrderDialog', () => {
  it('defaults to the card when the balance neither covers the first period nor reaches 1000, and masks the number in groups of four', async () => {
    const { dialog, user } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: T.payByCard })).toHaveProperty('checked', true);
    const number = within(dialog).getByLabelText(T.cardNumber);
    await user.type(number, '41111111111111119999');
    expect(number).toHaveProperty('value', '4111 1111 1111 1111');
    expect(await within(dialog).findByText('第一期款項 NT$ 3,000')).toBeTruthy();
  });

  it('offers 20 years from the business date and disables this year\'s earlier months', async () => {
    const { dialog, user } = await openDialog();
    const year = within(dialog).getByLabelText(T.cardYear);
    const years = within(year).getAllByRole('option').map((option) => option.textContent).filter((text) => text !== '');
    expect(years).toHaveLength(20);
    expect(years[0]).toBe('2026');
    expect(years[19]).toBe('2045');
    await user.selectOptions(year, '2026');
    const months = within(within(dialog).getByLabelText(T.cardMonth)).getAllByRole('option') as HTMLOptionElement[];
    const disabled = months.filter((option) => option.disabled).map((option) => option.value);
    expect(disabled).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    await user.selectOptions(year, '2027');
    expect((within(within(dialog).getByLabelText(T.cardMonth)).getAllByRole('option') as HTMLOptionElement[]).some((option) => option.disabled)).toBe(false);
  });

  it('keeps the button disabled until every agreement is ticked, asks for the password, then orders with an Idempotency-Key', async () => {
    const { dialog, user, apiCalls, router } = await openDialog(routesFor(PROJECT, { 'POST /api/v1/crowdfundings/CF000001/order': { status: 201, body: { data: PAID } } }));
    const submit = within(dialog).getByRole('button', { name: T.submit });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText(T.agreeContract));
    await user.click(within(dialog).getByLabelText(T.agreeDelivery));
    expect(submit).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText(T.agreePeriods));
    expect(submit).toHaveProperty('disabled', false);

    await user.type(within(dialog).getByLabelText(T.cardNumber), '4111111111111111');
    await user.selectOptions(within(dialog).getByLabelText(T.cardYear), '2026');
    await user.selectOptions(within(dialog).getByLabelText(T.cardMonth), '11');
    await user.type(within(dialog).getByLabelText(T.cardCode), '12a3');
    await user.click(submit);
    expect(await within(dialog).findByText(MESSAGES.passwordPrompt)).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(T.password), 'Lb-test-2468');
    await user.click(submit);
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1));
    const order = apiCalls().find((call) => call.method === 'POST');
    expect(order?.body).toMatchObject({
      password: 'Lb-test-2468',
      plan_id: 5,
      period: 3,
      payment_by: 0,
      credit_card: { card_number: '4111 1111 1111 1111', date: '2026-11', code: '123' },
      delivery_receiver_name: '林小美',
    });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(CROWDFUNDING_TEXTS.orderSuccess)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(currentUrl(router)).toBe(CROWDFUNDING_REDIRECTS.afterOrder));
  });

  it('sends a balance order and shows the server\'s field errors on their fields', async () => {
    const { dialog, user, apiCalls } = await openDialog(
      routesFor(PROJECT, {
        'POST /api/v1/crowdfundings/CF000001/order': { status: 400, body: { statusCode: 400, code: 'WRONG_PASSWORD', message: '密碼錯誤', errors: { password: '密碼錯誤' } } },
      }),
    );
    for (const label of [T.agreeContract, T.agreeDelivery, T.agreePeriods]) await user.click(within(dialog).getByLabelText(label));
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(T.payByBalance) }));
    await user.type(within(dialog).getByLabelText(T.password), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await within(dialog).findByText('密碼錯誤')).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toMatchObject({ payment_by: 1 });
  });

  it('sends the browser to the market when the project has no plans', async () => {
    mockFetch(routesFor({ ...PROJECT, plans: [] }));
    const { router } = renderRoute(<CrowdfundingPage />, { url: '/crowdfunding/CF000001', path: '/crowdfunding/:serial', status: STATUSES.complete });
    await waitFor(() => expect(currentUrl(router)).toBe(CROWDFUNDING_REDIRECTS.noPlans));
  });

  it('shows why the viewer cannot order their own project', async () => {
    mockFetch(routesFor({ ...PROJECT, can_order: false, reason: CROWDFUNDING_TEXTS.ownProject }));
    renderRoute(<CrowdfundingPage />, { url: '/crowdfunding/CF000001', path: '/crowdfunding/:serial', status: STATUSES.complete });
    expect(await screen.findByText(CROWDFUNDING_TEXTS.ownProject)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.back })).toHaveProperty('disabled', true);
  });
});
