import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_TEXTS } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { ServiceShopPage } from './ShopPage';
import { CONSULT, SERVICE_SHOP, productsAnswer } from './testShop';

const SLOTS = [9, 10, 11, 12, 13, 14, 15, 16, 17].map((hour) => ({ hour, available: hour !== 10 }));

const openBooking = async (extra: MockRoutes = {}) => {
  const mock = mockFetch({
    'GET /api/v1/shops/2': { body: { data: SERVICE_SHOP } },
    'GET /api/v1/shop-products': productsAnswer([CONSULT]),
    'GET /api/v1/shops/2/booking-slots': { body: { data: SLOTS } },
    ...extra,
  });
  const view = renderRoute(<ServiceShopPage />, { url: '/credit-service/2', path: '/credit-service/:shopId', status: STATUSES.loggedIn });
  await view.user.click(await screen.findByRole('button', { name: SHOP_TEXTS.book }));
  const dialog = await screen.findByRole('dialog', { name: `${SHOP_TEXTS.book}：${CONSULT.name}` });
  return { ...mock, ...view, dialog };
};

/** Sends the booking and reads the alert it shows, closing it. */
const alertOnSend = async (dialog: HTMLElement, user: UserEvent, title: string) => {
  await user.click(within(dialog).getByRole('button', { name: SHOP_TEXTS.book }));
  const alert = await screen.findByRole('dialog', { name: title });
  await user.click(within(alert).getByRole('button', { name: '確定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
};

describe('ShopBookingDialog', () => {
  it('alerts 請選擇日期, 請選擇時間, 請輸入姓名 and 請輸入電話 in turn, then books the slot with an Idempotency-Key', async () => {
    const { dialog, user, apiCalls } = await openBooking({
      'POST /api/v1/shops/2/bookings': { status: 201, body: { data: { id: 1 } } },
    });
    await alertOnSend(dialog, user, SHOP_TEXTS.chooseDate);
    fireEvent.change(within(dialog).getByLabelText(SHOP_TEXTS.date), { target: { value: '2025-11-25' } });
    await waitFor(() => expect(within(dialog).getByLabelText(SHOP_TEXTS.hour)).toHaveProperty('disabled', false));
    const slotRead = apiCalls().find((call) => call.path === '/api/v1/shops/2/booking-slots');
    expect(new URL(slotRead?.url ?? '', 'http://localhost').searchParams.get('date')).toBe('2025-11-25');
    const hours = within(within(dialog).getByLabelText(SHOP_TEXTS.hour)).getAllByRole('option') as HTMLOptionElement[];
    expect(hours.filter((option) => option.value !== '').map((option) => option.value)).toEqual(['9', '10', '11', '12', '13', '14', '15', '16', '17']);
    expect(hours.find((option) => option.value === '10')?.disabled).toBe(true);
    await alertOnSend(dialog, user, SHOP_TEXTS.chooseTime);
    await user.selectOptions(within(dialog).getByLabelText(SHOP_TEXTS.hour), '14');
    await alertOnSend(dialog, user, SHOP_TEXTS.enterName);
    await user.type(within(dialog).getByLabelText(SHOP_TEXTS.name), '王大明');
    await alertOnSend(dialog, user, SHOP_TEXTS.enterPhone);
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(SHOP_TEXTS.phone), '0912345678');
    await user.click(within(dialog).getByRole('button', { name: SHOP_TEXTS.book }));
    expect(await screen.findByRole('dialog', { name: SHOP_TEXTS.bookingSuccess })).toBeTruthy();
    const booking = apiCalls().find((call) => call.method === 'POST');
    expect(booking?.body).toEqual({ product_id: CONSULT.id, date: '2025-11-25', hour: 14, name: '王大明', phone: '0912345678', note: '' });
    expect(booking?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows 查無資料 when the day\'s slots cannot be read', async () => {
    const { dialog } = await openBooking({ 'GET /api/v1/shops/2/booking-slots': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } } });
    fireEvent.change(within(dialog).getByLabelText(SHOP_TEXTS.date), { target: { value: '2025-11-25' } });
    expect(await within(dialog).findByText(SHOP_TEXTS.slotsFailed)).toBeTruthy();
    expect(within(dialog).getByLabelText(SHOP_TEXTS.hour)).toHaveProperty('disabled', true);
  });

  it('shows the server\'s refusal when the slot was taken meanwhile', async () => {
    const { dialog, user } = await openBooking({
      'POST /api/v1/shops/2/bookings': { status: 409, body: { statusCode: 409, code: 'SLOT_TAKEN', message: SHOP_TEXTS.slotTaken } },
    });
    fireEvent.change(within(dialog).getByLabelText(SHOP_TEXTS.date), { target: { value: '2025-11-25' } });
    await waitFor(() => expect(within(dialog).getByLabelText(SHOP_TEXTS.hour)).toHaveProperty('disabled', false));
    await user.selectOptions(within(dialog).getByLabelText(SHOP_TEXTS.hour), '9');
    await user.type(within(dialog).getByLabelText(SHOP_TEXTS.name), '王大明');
    await user.type(within(dialog).getByLabelText(SHOP_TEXTS.phone), '0912345678');
    await user.click(within(dialog).getByRole('button', { name: SHOP_TEXTS.book }));
    expect(await screen.findByText(SHOP_TEXTS.slotTaken)).toBeTruthy();
  });
});

describe('booking as a visitor', () => {
  it('sends the visitor to sign in and back to the shop', async () => {
    mockFetch({
      'GET /api/v1/shops/2': { body: { data: SERVICE_SHOP } },
      'GET /api/v1/shop-products': productsAnswer([CONSULT]),
    });
    const { user, router } = renderRoute(<ServiceShopPage />, { url: '/credit-service/2', path: '/credit-service/:shopId' });
    await user.click(await screen.findByRole('button', { name: SHOP_TEXTS.book }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/auth/login?next=${encodeURIComponent('/credit-service/2')}`));
  });
});
