import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TEXTS,
  PROMO_CHECKOUT_TEXTS,
  PROMO_TEXTS,
  checkoutContractLabel,
  promoCodeAppliedText,
  promoCodeSummary,
  promoCodeUsableText,
  promoFeeLowered,
} from '@lendbridge/domain';
import type { CheckoutOrderRequest, PromoVerifyAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest, MockReply } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CheckoutPage } from './CheckoutPage';
import { cartItem, checkoutRoutes, orderAnswer, promoAnswer, promoVerifyRoute } from './testCheckout';

const T = CHECKOUT_TEXTS;
const items = [cartItem(1), cartItem(2, { amount: 3000, loan: { lender_fee: '1.50' } })];
const [first, second] = items.map((item) => item.loan_serial) as [string, string];
const TEN_OFF = promoAnswer('NEWYEAR', 10);
const CASHBACK = promoAnswer('BONUS300', null, 300);
const USED_REFUSAL: MockReply = {
  status: 400,
  body: { statusCode: 400, code: 'PROMO_CODE_REFUSED', message: PROMO_TEXTS.used, errors: { promo_code: PROMO_TEXTS.used } },
};

const renderCheckout = (codes: Readonly<Record<string, PromoVerifyAnswer | string>>, order: MockReply = { status: 201, body: { data: orderAnswer() } }) => {
  const mock = mockFetch({ ...checkoutRoutes({ items, order }), 'GET /api/promo-codes/verify': promoVerifyRoute(codes) });
  const view = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
  const orders = () => mock.apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/v1/orders');
  const checks = () => mock.apiCalls().filter((call) => call.path === '/api/promo-codes/verify');
  return { ...view, ...mock, orders, checks };
};

const paramsOf = (call: MockRequest | undefined) => new URL(call?.url ?? '', 'http://localhost').searchParams;
const bodyOf = (call: MockRequest | undefined) => call?.body as CheckoutOrderRequest;
const promoField = () => screen.getByRole('textbox', { name: T.promoCode });

const acceptContracts = async (user: ReturnType<typeof renderCheckout>['user']) => {
  await screen.findByRole('checkbox', { name: checkoutContractLabel(first) });
  for (const serial of [first, second]) await user.click(screen.getByRole('checkbox', { name: checkoutContractLabel(serial) }));
};

describe('CheckoutPage: promo code', () => {
  it('套用 checks the code against the order total, shows what it gives and orders with it', async () => {
    const { user, orders, checks } = renderCheckout({ NEWYEAR: TEN_OFF });
    await acceptContracts(user);
    await user.type(promoField(), 'newyear');
    await user.click(screen.getByRole('button', { name: T.applyPromo }));

    expect(await screen.findByText(promoCodeAppliedText('NEWYEAR', promoCodeSummary('fee_discount', 10, null)))).toBeTruthy();
    const check = checks().at(-1);
    expect(paramsOf(check).get('amount')).toBe('8000');
    expect(paramsOf(check).get('promo_code')).toBe('NEWYEAR');
    expect((promoField() as HTMLInputElement).value).toBe('NEWYEAR');

    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });
    expect(screen.queryByRole('dialog', { name: T.promoUnappliedTitle })).toBeNull();
    expect(bodyOf(orders()[0]).promo_code).toBe('NEWYEAR');
  });

  it('shows the refusal on the field, applies nothing and still asks before ordering', async () => {
    const { user, orders } = renderCheckout({ USEDONE: PROMO_TEXTS.used });
    await acceptContracts(user);
    await user.type(promoField(), 'USEDONE');
    await user.click(screen.getByRole('button', { name: T.applyPromo }));

    expect(await screen.findByText(PROMO_TEXTS.used)).toBeTruthy();
    expect(promoField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: T.removePromo })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('dialog', { name: T.promoUnappliedTitle })).toBeTruthy();
    expect(orders()).toHaveLength(0);
  });

  it('checks a typed code once typing pauses, then says what it would give', async () => {
    const { user, checks } = renderCheckout({ BONUS300: CASHBACK });
    await acceptContracts(user);
    fireEvent.change(promoField(), { target: { value: 'BONUS' } });
    fireEvent.change(promoField(), { target: { value: 'BONUS300' } });
    expect(checks()).toHaveLength(0);

    expect(await screen.findByText(promoCodeUsableText(promoCodeSummary('cashback', null, 300)))).toBeTruthy();
    expect(checks()).toHaveLength(1);
    expect(paramsOf(checks()[0]).get('promo_code')).toBe('BONUS300');
    expect(screen.getByRole('button', { name: T.applyPromo })).toBeTruthy();
  });

  it('shows the lower lender fee of each line beside the normal one once a fee-discount code is applied', async () => {
    const { user } = renderCheckout({ NEWYEAR: TEN_OFF });
    await acceptContracts(user);
    const table = within(screen.getByRole('table', { name: T.ordersTable }));
    expect(table.getByRole('columnheader', { name: PROMO_CHECKOUT_TEXTS.lenderFee })).toBeTruthy();
    expect(table.getByText('1.50%')).toBeTruthy();

    await user.type(promoField(), 'NEWYEAR');
    await user.click(screen.getByRole('button', { name: T.applyPromo }));
    expect(await table.findByLabelText(promoFeeLowered('1.00', '0.90'))).toBeTruthy();
    expect(table.getByLabelText(promoFeeLowered('1.50', '1.35'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.removePromo }));
    await waitFor(() => expect(table.queryByLabelText(promoFeeLowered('1.00', '0.90'))).toBeNull());
  });

  it('puts the order’s refusal of an applied code on the field and takes the code off', async () => {
    const { user, orders } = renderCheckout({ NEWYEAR: TEN_OFF }, USED_REFUSAL);
    await acceptContracts(user);
    await user.type(promoField(), 'NEWYEAR');
    await user.click(screen.getByRole('button', { name: T.applyPromo }));
    await screen.findByRole('button', { name: T.removePromo });
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText(PROMO_TEXTS.used)).toBeTruthy();
    expect(bodyOf(orders()[0]).promo_code).toBe('NEWYEAR');
    expect(screen.getByRole('button', { name: T.applyPromo })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CheckoutPage: 尚未套用優惠折扣', () => {
  it('不套用 orders without the typed code', async () => {
    const { user, orders } = renderCheckout({ NEWYEAR: TEN_OFF });
    await acceptContracts(user);
    await user.type(promoField(), 'NEWYEAR');
    await user.click(screen.getByRole('button', { name: T.submit }));
    const prompt = await screen.findByRole('dialog', { name: T.promoUnappliedTitle });
    expect(orders()).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: T.promoSkipChoice }));

    await screen.findByRole('heading', { name: T.completeHeading });
    expect(orders()).toHaveLength(1);
    expect(bodyOf(orders()[0])).not.toHaveProperty('promo_code');
  });

  it('套用優惠 checks the typed code, then orders with it', async () => {
    const { user, orders, checks } = renderCheckout({ NEWYEAR: TEN_OFF });
    await acceptContracts(user);
    await user.type(promoField(), ' newyear ');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(within(await screen.findByRole('dialog', { name: T.promoUnappliedTitle })).getByRole('button', { name: T.promoApplyChoice }));

    await screen.findByRole('heading', { name: T.completeHeading });
    expect(checks().length).toBeGreaterThan(0);
    expect(orders()).toHaveLength(1);
    expect(bodyOf(orders()[0]).promo_code).toBe('NEWYEAR');
  });

  it('套用優惠 with a refused code places no order and shows the refusal', async () => {
    const { user, orders, checks } = renderCheckout({});
    await acceptContracts(user);
    await user.type(promoField(), 'WRONG');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(within(await screen.findByRole('dialog', { name: T.promoUnappliedTitle })).getByRole('button', { name: T.promoApplyChoice }));

    expect(await screen.findByText(PROMO_TEXTS.invalid)).toBeTruthy();
    await waitFor(() => expect(checks().length).toBeGreaterThan(0));
    expect(orders()).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
