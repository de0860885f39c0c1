import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { RESALE_TEXTS, ntdText, resalePriceBoundsOf } from '@lendbridge/domain';
import type { LenderInvestmentListAnswer, ResaleSellPreview } from '@lendbridge/domain';
import { DEMO_PASSWORD } from '../../console/e2e/support/memberApi.js';
import { ResaleMarketPage, ResaleOfferSection } from './pages/ResalePages.js';
import { apiBody, openBrowser, signIn } from './support/people.js';

const T = RESALE_TEXTS;
/** The resale journey's own demo accounts (README): resale.seller@ alone funded a loan of flower.shop@; resale.buyer@ holds a deposit. */
const SELLER = 'resale.seller@lendbridge.tw';
const BUYER = 'resale.buyer@lendbridge.tw';

test('a lender offers an investment on the resale market and another lender buys it, ending on #success with the investment among theirs', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  try {
    const sellerPage = await openBrowser(browser, contexts);
    const buyerPage = await openBrowser(browser, contexts);

    const { loanSerial, price } = await test.step('the seller offers the active investment at a discount within the band', async () => {
      await signIn(sellerPage, SELLER);
      const investments = await apiBody<LenderInvestmentListAnswer>(sellerPage, '/api/v1/investments?tab=active');
      expect(investments.data).toHaveLength(1);
      const investment = investments.data[0]!;
      const preview = (await apiBody<{ data: ResaleSellPreview }>(sellerPage, `/api/v1/investments/${investment.serial}/bid`)).data;
      expect(preview.refusal).toBeNull();
      const offered = resalePriceBoundsOf(preview.remain_principal).min + 1_000;
      const section = new ResaleOfferSection(sellerPage);
      await section.goto(investment.serial);
      await section.offer(offered);
      await expect(section.withdrawButton()).toBeVisible();
      await expect(sellerPage.getByText(ntdText(offered)).first()).toBeVisible();
      return { loanSerial: investment.loan_serial, price: offered };
    });

    await test.step('the buyer finds it on the market, previews it and confirms with the password', async () => {
      await signIn(buyerPage, BUYER);
      const market = new ResaleMarketPage(buyerPage);
      await market.goto();
      await expect(market.offerRow(loanSerial)).toContainText(ntdText(price));
      await market.open(loanSerial);
      await market.confirm(DEMO_PASSWORD);
      await expect(buyerPage).toHaveURL((url) => url.hash === '#success');
      await expect(buyerPage.getByText(T.boughtNote)).toBeVisible();
    });

    await test.step('the investment is now the buyer’s and the market no longer lists it', async () => {
      await buyerPage.getByRole('link', { name: T.toInvestments }).click();
      await expect(buyerPage.getByText(loanSerial).first()).toBeVisible();
      const mine = await apiBody<LenderInvestmentListAnswer>(buyerPage, '/api/v1/investments?tab=active');
      expect(mine.data.map((row) => row.loan_serial)).toContain(loanSerial);
      const market = new ResaleMarketPage(buyerPage);
      await market.goto();
      await expect(market.offerRow(loanSerial)).toHaveCount(0);
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
