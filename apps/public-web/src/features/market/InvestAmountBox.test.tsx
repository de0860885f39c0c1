import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MARKET_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { InvestAmountBox, cartAddPath } from './InvestAmountBox';
import type { InvestAmountBoxProps } from './InvestAmountBox';

const T = MARKET_TEXTS;
const LOAN = { serial: 'A251120000001', amount_investable: 25_500, can_invest: true };

const renderBox = (props: Partial<InvestAmountBoxProps> = {}, status: UserStatus = STATUSES.complete) => {
  mockFetch();
  return renderRoute(<InvestAmountBox loan={LOAN} own={false} {...props} />, { url: '/market-place/loan/A251120000001', status });
};

const amountBox = () => screen.getByRole('textbox', { name: T.investAmountLabel }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: T.addToCart });
const allButton = () => screen.getByRole('button', { name: T.investAll });

describe('InvestAmountBox', () => {
  it('says the identity review is pending to a member staff have not verified yet', () => {
    renderBox({}, STATUSES.reviewPending);
    expect(screen.getByText(MESSAGES.identityReviewPending)).toBeTruthy();
  });

  it('says the bank review is pending, in the spec\'s wording, once the identity is verified and the bank is not', () => {
    renderBox({}, STATUSES.bankReviewPending);
    expect(screen.getByText(MESSAGES.bankNotVerified)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.identityReviewPending)).toBeNull();
  });

  it('says nothing of the review to a verified member', () => {
    renderBox();
    expect(screen.queryByText(MESSAGES.identityReviewPending)).toBeNull();
    expect(screen.queryByText(MESSAGES.bankNotVerified)).toBeNull();
  });

  it('shows 輸入錯誤 unless the amount is a multiple of 1000 between 1000 and the investable amount', async () => {
    const { user } = renderBox();
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(T.investAmountHint(1000, 1000, 25_500))).toBeTruthy();
    for (const typed of ['500', '1500', '26000', 'abc', '-1000', '2000.5']) {
      await user.clear(amountBox());
      await user.type(amountBox(), typed);
      expect({ typed, message: screen.queryByText(MESSAGES.inputErrorTitle) !== null }).toEqual({ typed, message: true });
      expect(addButton().hasAttribute('disabled')).toBe(true);
    }
    await user.clear(amountBox());
    await user.type(amountBox(), '3000');
    expect(screen.queryByText(MESSAGES.inputErrorTitle)).toBeNull();
    expect(addButton().hasAttribute('disabled')).toBe(false);
  });

  it('invests all as the largest multiple of 1000, then disables invest-all', async () => {
    const { user } = renderBox();
    await user.click(allButton());
    expect(amountBox().value).toBe('25000');
    expect(allButton().hasAttribute('disabled')).toBe(true);
    await user.clear(amountBox());
    await user.type(amountBox(), '1000');
    expect(allButton().hasAttribute('disabled')).toBe(false);
  });

  it('opens the cart page with the loan and amount added', async () => {
    const { user, router } = renderBox();
    await user.type(amountBox(), '5000');
    await user.click(addButton());
    expect(currentUrl(router)).toBe(cartAddPath(LOAN.serial, 5000));
    expect(currentUrl(router)).toBe('/market-place/carts?add=A251120000001&amount=5000');
  });

  it('hands the amount to onInvest when given', async () => {
    const onInvest = vi.fn();
    const { user, router } = renderBox({ onInvest });
    await user.type(amountBox(), '2000');
    await user.click(addButton());
    expect(onInvest).toHaveBeenCalledWith(LOAN.serial, 2000);
    expect(router.state.location.pathname).toBe('/market-place/loan/A251120000001');
  });

  it('asks a visitor to sign in, and a member without the questionnaire to complete it', async () => {
    const visitor = renderBox({}, STATUSES.visitor);
    await visitor.user.type(amountBox(), '2000');
    await visitor.user.click(addButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.notLoggedIn })).toBeTruthy();
    expect(currentUrl(visitor.router)).toBe(`/auth/login?next=${encodeURIComponent('/market-place/loan/A251120000001')}`);
    visitor.unmount();
    const full = renderBox({}, STATUSES.full);
    await full.user.type(amountBox(), '2000');
    await full.user.click(addButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.questionnaireIncomplete })).toBeTruthy();
    expect(full.router.state.location.pathname).toBe('/member/risk-questionnaire');
  });

  it('is disabled on the borrower’s own loan and on a loan that cannot be invested', () => {
    const own = renderBox({ own: true });
    expect(screen.getByText(T.ownLoan)).toBeTruthy();
    expect(amountBox().hasAttribute('disabled')).toBe(true);
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(allButton().hasAttribute('disabled')).toBe(true);
    own.unmount();
    renderBox({ loan: { ...LOAN, can_invest: false } });
    expect(screen.getByText(T.notInvestable)).toBeTruthy();
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });
});
