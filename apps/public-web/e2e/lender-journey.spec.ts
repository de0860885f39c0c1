import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import {
  ACCOUNT_TEXTS,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CHECKOUT_TEXTS,
  CONSOLE_DEPOSIT_SOURCE_LABELS,
  CONSOLE_DEPOSIT_STATUS_LABELS,
  CONSOLE_DEPOSIT_TEXTS,
  CONSOLE_LOAN_TEXTS,
  INVESTMENT_STATUS_LABELS,
  LOAN_STATUS_LABELS,
  LOCK_TYPE_LABELS,
  MARKET_TEXTS,
  ORDER_STATUS_LABELS,
  checkoutMoney,
  computeApproval,
  consoleLoanDisburseText,
  loanPeriodLabel,
  ntdText,
} from '@lendbridge/domain';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { ConsoleShell } from '../../console/e2e/pages/ConsoleShell.js';
import { DEPOSITS, DepositsPage } from '../../console/e2e/pages/DepositsPage.js';
import { LOANS, LoansPage } from '../../console/e2e/pages/LoansPage.js';
import { MEMBERS, MembersPage } from '../../console/e2e/pages/MembersPage.js';
import { expectSimpleRestList, stringField } from '../../console/e2e/support/simpleRest.js';
import { AccountPage } from './pages/AccountPage.js';
import { CartPage } from './pages/CartPage.js';
import { CheckoutPage } from './pages/CheckoutPage.js';
import { InvestmentsPage } from './pages/InvestmentsPage.js';
import { LoanDetailView, MarketPage, filterParam, marketMoney, marketPercent } from './pages/MarketPage.js';
import { openBrowser, signIn } from './support/people.js';

const ADMIN = 'admin@lendbridge.tw';
/** The journey's own demo accounts (README): no other journey moves their money. */
const LENDER = 'investor@lendbridge.tw';
const SECOND_LENDER = 'co.investor@lendbridge.tw';
const BORROWER = 'cafe.owner@lendbridge.tw';

/**
 * The seed's two loans of the borrower, the only listed credit loans of 18 months, both in the
 * complex market without protection: the one the lenders fill and the other one.
 */
const PERIOD = 18;
const FILLED_LOAN = { amount: 50_000, grade: 'B', add_rate: '2' } as const;
const OTHER_LOAN = { amount: 60_000, grade: 'C', add_rate: '3' } as const;

/** What the admin records for the lender, and how the lender spends it. */
const DEPOSIT = 50_000;
const DEPOSIT_NOTE = '臨櫃匯款（出借人首次入金）';
const FIRST_ON_FILLED = 20_000;
const FIRST_ON_OTHER = 10_000;
const FIRST_TOTAL = FIRST_ON_FILLED + FIRST_ON_OTHER;
/** The second lender's seed deposit, of which it fills what is left of the filled loan. */
const SECOND_LENDER_DEPOSIT = 100_000;
const SECOND_ON_FILLED = FILLED_LOAN.amount - FIRST_ON_FILLED;

/** The approval figures of a seed loan: its APR and the borrower fee taken at disbursement. */
const figuresOf = (loan: typeof FILLED_LOAN | typeof OTHER_LOAN) => {
  const figures = computeApproval({ ...loan, period: PERIOD, principal_repayment_type: 'equal_installment' });
  if (!figures.ok) throw new Error(figures.message);
  return figures;
};
const FILLED = figuresOf(FILLED_LOAN);
const OTHER = figuresOf(OTHER_LOAN);

const CARD_NAME = new RegExp(`^${MARKET_TEXTS.detail} (\\S+)$`);

/** The serial a loan card is named by (查看案件 {serial}). */
const serialOfCard = async (market: MarketPage, index: number): Promise<string> => {
  const name = (await market.cards.nth(index).getAttribute('aria-label')) ?? '';
  const match = CARD_NAME.exec(name);
  if (!match) throw new Error(`"${name}" does not name a loan card`);
  return match[1];
};

/** Checks out the cart paying from the balance: contracts and confirmations ticked, then 確認下單. */
const placeOrder = async (checkout: CheckoutPage, serials: readonly string[], total: number, available: number): Promise<void> => {
  await checkout.expectOpen();
  await expect(checkout.summary(CHECKOUT_TEXTS.total)).toHaveText(checkoutMoney(total));
  await expect(checkout.summary(CHECKOUT_TEXTS.availableBalance)).toHaveText(checkoutMoney(available));
  await expect(checkout.summary(CHECKOUT_TEXTS.paymentMethod)).toHaveText(CHECKOUT_PAYMENT_METHOD_LABELS.balance);
  await checkout.accept(serials, ['no_protection']);
  await checkout.submit();
  // The lender's first order of the new-year roulette's window earns a spin: the order offers it.
  await checkout.declineRouletteInvite();
  await checkout.expectComplete();
  await expect(checkout.orderFact(CHECKOUT_TEXTS.orderStatus)).toHaveText(ORDER_STATUS_LABELS.paid);
  await expect(checkout.orderFact(CHECKOUT_TEXTS.paymentMethod)).toHaveText(CHECKOUT_PAYMENT_METHOD_LABELS.balance);
  await expect(checkout.orderFact(CHECKOUT_TEXTS.total)).toHaveText(checkoutMoney(total));
  await expect(checkout.placedInvestments.filter({ has: checkout.page.getByRole('cell') })).toHaveCount(serials.length);
};

test('a lender funded in the console invests through the cart, a second lender fills the loan, the admin disburses it to the borrower', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(FILLED.current_rate).toBeLessThan(OTHER.current_rate);
  const contexts: BrowserContext[] = [];
  try {
    const adminPage = await openBrowser(browser, contexts);

    await test.step('the admin records a deposit for the lender in 入金紀錄', async () => {
      const login = new ConsoleLoginPage(adminPage);
      await login.goto();
      await login.signIn(ADMIN);
      await new ConsoleShell(adminPage).expectDashboard(ADMIN, 'admin');

      const members = new MembersPage(adminPage);
      await expectSimpleRestList(await members.open(), MEMBERS);
      const found = await expectSimpleRestList(await members.searchFor(LENDER), MEMBERS);
      const lender = found.rows.find((row) => stringField(row, 'email') === LENDER);
      if (lender === undefined) throw new Error(`${LENDER} is not among the members found`);
      const memberSerial = stringField(lender, 'member_serial');
      const lenderRow = members.rows.filter({ has: adminPage.getByRole('gridcell', { name: LENDER, exact: true }) });
      await expect(lenderRow.getByRole('gridcell', { name: memberSerial, exact: true })).toBeVisible();

      const deposits = new DepositsPage(adminPage);
      await expectSimpleRestList(await deposits.open(), DEPOSITS);
      await expect(deposits.rows.first()).toBeVisible();
      await expect(deposits.depositsOf(memberSerial)).toHaveCount(0);
      const created = await deposits.create({ memberSerial, amount: DEPOSIT, note: DEPOSIT_NOTE });
      expect(created.status()).toBe(201);
      expect(created.request().postDataJSON()).toEqual({ member_serial: memberSerial, amount: DEPOSIT, note: DEPOSIT_NOTE });
      await expect(deposits.notification(CONSOLE_DEPOSIT_TEXTS.created)).toBeVisible();
      const row = deposits.depositsOf(memberSerial);
      await expect(row).toHaveCount(1);
      for (const text of [
        ntdText(DEPOSIT),
        CONSOLE_DEPOSIT_SOURCE_LABELS.console,
        CONSOLE_DEPOSIT_STATUS_LABELS.credited,
        DEPOSIT_NOTE,
        ADMIN,
      ]) {
        await expect(row.getByRole('gridcell', { name: text, exact: true })).toBeVisible();
      }
    });

    const account = new AccountPage(page);
    await test.step('the lender signs in and finds the deposit available', async () => {
      await signIn(page, LENDER);
      await account.goto();
      await expect(account.sum(ACCOUNT_TEXTS.availableAmount)).toHaveText(ntdText(DEPOSIT));
      await expect(account.sum(ACCOUNT_TEXTS.lockedAmount)).toHaveText(ntdText(0));
    });

    const market = new MarketPage(page, 'credit');
    const { filled, other } = await test.step('the credit market filtered by period and sorted by APR', async () => {
      await market.goto();
      await market.choosePeriod(PERIOD);
      await expect(market.cards).toHaveCount(2);

      await market.sortAscending('apr');
      await expect(market.loanCards.nth(0)).toContainText(marketPercent(FILLED.current_rate));
      await expect(market.loanCards.nth(0)).toContainText(marketMoney(FILLED_LOAN.amount));
      await expect(market.loanCards.nth(1)).toContainText(marketPercent(OTHER.current_rate));
      await expect(market.loanCards.nth(1)).toContainText(marketMoney(OTHER_LOAN.amount));
      return { filled: await serialOfCard(market, 0), other: await serialOfCard(market, 1) };
    });

    await test.step('a reload restores the filter and the sort from the URL', async () => {
      await page.reload();
      await market.expectOpen();
      await expect(page).toHaveURL((url) => url.searchParams.get(filterParam('period')) === String(PERIOD));
      await expect(market.quickFilter('period')).toHaveText(loanPeriodLabel(PERIOD));
      await market.expectSorted('apr', 'asc');
      await market.expectCards([filled, other]);
    });

    const cart = new CartPage(page);
    await test.step('the loan detail adds the first loan to the cart', async () => {
      const detail = await market.openLoan(filled);
      await expect(detail.figure(MARKET_TEXTS.apr)).toHaveText(marketPercent(FILLED.current_rate));
      await expect(detail.figure(MARKET_TEXTS.amount)).toHaveText(marketMoney(FILLED_LOAN.amount));
      await expect(detail.figure(MARKET_TEXTS.amountInvestable)).toHaveText(marketMoney(FILLED_LOAN.amount));
      await detail.addToCart(FIRST_ON_FILLED);
      await cart.expectOpen();
      await cart.expectAdded();
      await expect(cart.amount(filled)).toHaveValue(String(FIRST_ON_FILLED));
      await expect(cart.headerButton(1)).toBeVisible();
    });

    await test.step('back on the list, the second loan goes in the cart too', async () => {
      await page.goBack();
      const reopened = new LoanDetailView(page, page.getByRole('dialog', { name: MARKET_TEXTS.detail }));
      await reopened.expectLoan(filled);
      await reopened.close();
      await market.expectSorted('apr', 'asc');
      await market.expectCards([filled, other]);

      const detail = await market.openLoan(other);
      await expect(detail.figure(MARKET_TEXTS.amountInvestable)).toHaveText(marketMoney(OTHER_LOAN.amount));
      await detail.addToCart(FIRST_ON_OTHER);
      await cart.expectOpen();
      await cart.expectAdded();
      await expect(cart.amount(filled)).toHaveValue(String(FIRST_ON_FILLED));
      await expect(cart.amount(other)).toHaveValue(String(FIRST_ON_OTHER));
      await expect(cart.headerButton(2)).toBeVisible();
    });

    const checkout = new CheckoutPage(page);
    await test.step('checkout accepts the contracts and pays from the balance', async () => {
      await cart.checkout();
      await checkout.expectOpen();
      await expect(checkout.line(filled)).toContainText(checkoutMoney(FIRST_ON_FILLED));
      await expect(checkout.line(other)).toContainText(checkoutMoney(FIRST_ON_OTHER));
      await placeOrder(checkout, [filled, other], FIRST_TOTAL, DEPOSIT);
      await expect(checkout.placedInvestment(filled)).toContainText(checkoutMoney(FIRST_ON_FILLED));
      await expect(checkout.placedInvestment(other)).toContainText(checkoutMoney(FIRST_ON_OTHER));
      await expect(cart.headerButton(0)).toBeVisible();
    });

    const investments = new InvestmentsPage(page);
    await test.step('both investments wait for disbursement', async () => {
      await checkout.viewWaitingInvestments();
      await investments.expectOpen('waiting');
      await expect(investments.rows).toHaveCount(2);
      await investments.expectInvestment(filled, checkoutMoney(FIRST_ON_FILLED), INVESTMENT_STATUS_LABELS.waiting);
      await investments.expectInvestment(other, checkoutMoney(FIRST_ON_OTHER), INVESTMENT_STATUS_LABELS.waiting);
    });

    await test.step('the account shows the order total locked', async () => {
      await account.goto();
      await expect(account.sum(ACCOUNT_TEXTS.lockedAmount)).toHaveText(ntdText(FIRST_TOTAL));
      await expect(account.lock(LOCK_TYPE_LABELS.invest)).toHaveText(ntdText(FIRST_TOTAL));
      await expect(account.sum(ACCOUNT_TEXTS.availableAmount)).toHaveText(ntdText(DEPOSIT - FIRST_TOTAL));
      await expect(account.sum(ACCOUNT_TEXTS.totalAmount)).toHaveText(ntdText(DEPOSIT));
    });

    await test.step('a second lender invests all that is left of the first loan', async () => {
      const secondPage = await openBrowser(browser, contexts);
      await signIn(secondPage, SECOND_LENDER);
      const detail = await LoanDetailView.goto(secondPage, filled);
      await expect(detail.figure(MARKET_TEXTS.amountInvestable)).toHaveText(marketMoney(SECOND_ON_FILLED));
      await detail.investAll(SECOND_ON_FILLED);
      await detail.addToCartButton.click();
      const secondCart = new CartPage(secondPage);
      await secondCart.expectOpen();
      await expect(secondCart.amount(filled)).toHaveValue(String(SECOND_ON_FILLED));
      await secondCart.checkout();
      const secondCheckout = new CheckoutPage(secondPage);
      const secondAccount = new AccountPage(secondPage);
      await placeOrder(secondCheckout, [filled], SECOND_ON_FILLED, SECOND_LENDER_DEPOSIT);
      await expect(secondCheckout.placedInvestment(filled)).toContainText(checkoutMoney(SECOND_ON_FILLED));
      await secondAccount.goto();
      await expect(secondAccount.lock(LOCK_TYPE_LABELS.invest)).toHaveText(ntdText(SECOND_ON_FILLED));
      await expect(secondAccount.sum(ACCOUNT_TEXTS.availableAmount)).toHaveText(ntdText(SECOND_LENDER_DEPOSIT - SECOND_ON_FILLED));
    });

    const loans = new LoansPage(adminPage);
    await test.step('the filled loan is funded in 放款 and the admin disburses it', async () => {
      const listed = await expectSimpleRestList(await loans.open(), LOANS);
      expect(listed.query.filter).toEqual({ status: 'funded' });
      const row = loans.row(filled);
      await expect(row.getByRole('gridcell', { name: LOAN_STATUS_LABELS.funded, exact: true })).toBeVisible();
      await expect(row.getByRole('gridcell', { name: ntdText(FILLED_LOAN.amount), exact: true })).toHaveCount(3);
      await expect(loans.row(other)).toHaveCount(0);

      const dialog = await loans.askToDisburse(filled);
      await expect(dialog).toContainText(consoleLoanDisburseText(filled, FILLED_LOAN.amount, FILLED.total_borrower_fee));
      const disbursed = await loans.confirmDisburse(filled);
      expect(disbursed.status()).toBe(200);
      await expect(loans.notification(CONSOLE_LOAN_TEXTS.disbursed)).toBeVisible();
      await expect(loans.row(filled)).toHaveCount(0);

      await expectSimpleRestList(await loans.filterStatus('repaying'), LOANS);
      await expect(loans.row(filled).getByRole('gridcell', { name: LOAN_STATUS_LABELS.repaying, exact: true })).toBeVisible();
    });

    await test.step('the borrower has the loan less the borrower fee available', async () => {
      const borrowerPage = await openBrowser(browser, contexts);
      await signIn(borrowerPage, BORROWER);
      const borrowerAccount = new AccountPage(borrowerPage);
      await borrowerAccount.goto();
      await expect(borrowerAccount.sum(ACCOUNT_TEXTS.availableAmount)).toHaveText(ntdText(FILLED_LOAN.amount - FILLED.total_borrower_fee));
      await expect(borrowerAccount.sum(ACCOUNT_TEXTS.lockedAmount)).toHaveText(ntdText(0));
    });

    await test.step('the lender finds the disbursed investment repaying and the other still waiting', async () => {
      await investments.goto('waiting');
      await expect(investments.rows).toHaveCount(1);
      await investments.expectInvestment(other, checkoutMoney(FIRST_ON_OTHER), INVESTMENT_STATUS_LABELS.waiting);
      await investments.goto('active');
      await investments.expectInvestment(filled, checkoutMoney(FIRST_ON_FILLED), INVESTMENT_STATUS_LABELS.active);
      await account.goto();
      await expect(account.sum(ACCOUNT_TEXTS.lockedAmount)).toHaveText(ntdText(FIRST_ON_OTHER));
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
