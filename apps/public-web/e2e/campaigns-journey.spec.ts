import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import {
  CHECKOUT_TEXTS,
  FIELD_LABELS,
  LOAN_MARKET_STATUS_OPEN,
  MESSAGES,
  REFERRAL_TEXTS,
  ROULETTE_PAGE_TEXTS,
  discountedLenderFee,
  promoFeeLowered,
} from '@lendbridge/domain';
import type { CheckoutOrderAnswer, InvestmentDetail, MarketLoanDetail, RouletteOverviewAnswer } from '@lendbridge/domain';
import { LuckyRoulettePage, MgmPage } from './pages/CampaignPages.js';
import { CartPage } from './pages/CartPage.js';
import { CheckoutPage } from './pages/CheckoutPage.js';
import { LoanDetailView } from './pages/MarketPage.js';
import { RegisterPage } from './pages/RegisterPage.js';
import { newMember } from './support/member-data.js';
import { emailedLink } from './support/outbox.js';
import { apiData, openBrowser, signIn } from './support/people.js';

/** The roulette journey's own demo accounts (README): roulette.lender@ has a deposit and no order; noodle.shop@ has two listed loans. */
const LENDER = 'roulette.lender@lendbridge.tw';
const BORROWER = 'noodle.shop@lendbridge.tw';
/** The new-year roulette's prize for a member's first spin: a 20 percent fee-discount code. */
const WELCOME_PRIZE = '新手禮：服務費 8 折優惠碼';
const WELCOME_DISCOUNT = 20;
const FIRST_ORDER = 100_000;
const SECOND_ORDER = 10_000;

test('a lender invests NT$100,000, spins the roulette for a fee-discount code and orders again at a lower fee; a visitor answers the referral questionnaire and registers through the lender’s link', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const contexts: BrowserContext[] = [];
  try {
    const lenderPage = await openBrowser(browser, contexts);
    const borrowerPage = await openBrowser(browser, contexts);
    const visitorPage = await openBrowser(browser, contexts);

    const [first, second] = await test.step('the borrower’s two listed loans', async () => {
      await signIn(borrowerPage, BORROWER);
      const loans = await apiData<{ loan_app_serial: string; amount: number; market_status: string | null }[]>(borrowerPage, '/api/borrower/loans');
      expect(loans.map((loan) => loan.market_status)).toEqual([LOAN_MARKET_STATUS_OPEN, LOAN_MARKET_STATUS_OPEN]);
      const byAmount = (amount: number) => loans.find((loan) => loan.amount === amount)?.loan_app_serial ?? '';
      return [byAmount(100_000), byAmount(30_000)];
    });

    const checkout = new CheckoutPage(lenderPage);
    const cart = new CartPage(lenderPage);
    const roulette = new LuckyRoulettePage(lenderPage);

    await test.step('the lender invests NT$100,000 and the finished order offers the roulette', async () => {
      await signIn(lenderPage, LENDER);
      expect(await apiData<RouletteOverviewAnswer>(lenderPage, '/api/roulette/overview')).toMatchObject({ available: 0, hasCompletedOrder: false });
      const detail = await LoanDetailView.goto(lenderPage, first);
      await detail.addToCart(FIRST_ORDER);
      await cart.expectOpen();
      await cart.checkout();
      await checkout.expectOpen();
      await checkout.accept([first], ['no_protection']);
      await checkout.submit();
      await expect(checkout.rouletteInvite).toBeVisible();
      await checkout.rouletteInvite.getByRole('link', { name: ROULETTE_PAGE_TEXTS.orderPopupGo, exact: true }).click();
      await roulette.expectOpen();
    });

    const code = await test.step('a ticket for the NT$100,000 and one for the first order; the first spin wins the welcome code', async () => {
      await roulette.expectSpins(2);
      const won = await roulette.spinForCode(WELCOME_PRIZE);
      expect(won).toMatch(/^LB[A-Z0-9]{10}$/);
      await roulette.expectSpins(1);
      await expect(lenderPage.getByRole('status').filter({ hasText: WELCOME_PRIZE })).toBeVisible();
      return won;
    });

    await test.step('the next checkout applies the code and shows the lower lender fee, which the investment keeps', async () => {
      const normal = (await apiData<MarketLoanDetail>(lenderPage, `/api/market-place/loan/${second}`)).lender_fee;
      const lowered = discountedLenderFee(normal, WELCOME_DISCOUNT);
      const detail = await LoanDetailView.goto(lenderPage, second);
      await detail.addToCart(SECOND_ORDER);
      await cart.expectOpen();
      await cart.checkout();
      await checkout.expectOpen();
      await lenderPage.getByRole('textbox', { name: CHECKOUT_TEXTS.promoCode, exact: true }).fill(code.toLowerCase());
      await lenderPage.getByRole('button', { name: CHECKOUT_TEXTS.applyPromo, exact: true }).click();
      await expect(checkout.line(second).getByLabel(promoFeeLowered(normal, lowered), { exact: true })).toBeVisible();
      await checkout.accept([second], ['no_protection']);
      const placed = lenderPage.waitForResponse((response) => response.url().endsWith('/api/v1/orders') && response.request().method() === 'POST');
      await checkout.submit();
      await checkout.declineRouletteInvite();
      await checkout.expectComplete();
      const answer = ((await (await placed).json()) as { data: CheckoutOrderAnswer }).data;
      const investment = await apiData<InvestmentDetail>(lenderPage, `/api/v1/investments/${answer.investments[0]?.serial ?? ''}`);
      expect(investment.lender_fee).toBe(lowered);
    });

    await test.step('a visitor answers the referral questionnaire on the lender’s link and registers through it', async () => {
      const { memberSerial } = await apiData<{ memberSerial: string }>(lenderPage, '/api/auth/status');
      const mgm = new MgmPage(visitorPage);
      await mgm.goto(memberSerial);
      await mgm.answerQuiz([true, true], 'warm_hearted');
      await mgm.goRegister();
      await expect(visitorPage).toHaveURL((url) => url.pathname === '/auth/register' && url.searchParams.get('mgm') === memberSerial);
      const visitor = newMember();
      const register = new RegisterPage(visitorPage);
      await register.fill({
        email: visitor.email,
        emailConfirmation: visitor.email,
        mobile: visitor.mobile,
        password: visitor.password,
        passwordConfirmation: visitor.password,
        intent: 'lender',
        agreePolicy: true,
      });
      await register.submit();
      await expect(visitorPage.getByRole('heading', { level: 1, name: MESSAGES.registrationSentTitle })).toBeVisible();
      await visitorPage.goto(
        await emailedLink(playwright, baseURL ?? '', visitor.email, 'registration_confirm', /\/auth\/register\/confirm\?token=[A-Za-z0-9_-]+/),
      );
      await visitorPage.getByLabel(FIELD_LABELS.password, { exact: true }).fill(visitor.password);
      await visitorPage.getByRole('button', { name: MESSAGES.registrationConfirmSubmit }).click();
      await expect(visitorPage).not.toHaveURL((url) => url.pathname.startsWith('/auth/register'));
    });

    await test.step('the lender’s referral overview counts the new member', async () => {
      const mgm = new MgmPage(lenderPage);
      await mgm.goto();
      await expect(mgm.count(REFERRAL_TEXTS.referredCount)).toHaveText('1');
      await expect(mgm.count(REFERRAL_TEXTS.investedCount)).toHaveText('0');
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
