import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { CAMPAIGN_TEXTS, LUCKY_ROULETTE_PATH, REFERRAL_RESULTS, REFERRAL_TEXTS, ROULETTE_PAGE_TEXTS, rouletteSpinsText } from '@lendbridge/domain';
import type { ReferralResultType } from '@lendbridge/domain';

/** /account/lucky-roulette: the member's tickets, the wheel and its prize dialog. */
export class LuckyRoulettePage {
  readonly page: Page;
  readonly path = LUCKY_ROULETTE_PATH;
  readonly spinButton: Locator;
  readonly prizeDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.spinButton = page.getByRole('button', { name: CAMPAIGN_TEXTS.spin, exact: true });
    this.prizeDialog = page.getByRole('dialog', { name: CAMPAIGN_TEXTS.yourPrize, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.spinButton).toBeVisible();
  }

  /** An overview box (可抽次數, …) by its label. */
  box(label: string): Locator {
    return this.page.getByRole('list', { name: ROULETTE_PAGE_TEXTS.overview }).getByRole('listitem', { name: label, exact: true });
  }

  async expectSpins(count: number): Promise<void> {
    await expect(this.box(CAMPAIGN_TEXTS.available)).toContainText(rouletteSpinsText(count));
  }

  /** Spins and waits for the wheel to stop on the server's prize: its dialog, with the promo code it gave. */
  async spinForCode(prizeName: string): Promise<string> {
    await this.spinButton.click();
    await expect(this.prizeDialog).toBeVisible({ timeout: 15_000 });
    await expect(this.prizeDialog.getByText(prizeName, { exact: true })).toBeVisible();
    const code = (await this.prizeDialog.getByLabel(CAMPAIGN_TEXTS.promoCodeIs, { exact: true }).textContent()) ?? '';
    await this.prizeDialog.getByRole('button', { name: ROULETTE_PAGE_TEXTS.close, exact: true }).click();
    await expect(this.prizeDialog).toBeHidden();
    return code.trim();
  }
}

/** /activity/mgm: a visitor's referral questionnaire, a member's counts and link. */
export class MgmPage {
  readonly page: Page;
  readonly quiz: Locator;
  readonly overview: Locator;

  constructor(page: Page) {
    this.page = page;
    this.quiz = page.getByRole('region', { name: REFERRAL_TEXTS.quizTitle, exact: true });
    this.overview = page.getByRole('region', { name: REFERRAL_TEXTS.overviewTitle, exact: true });
  }

  async goto(mgmSerial?: string): Promise<void> {
    await this.page.goto(mgmSerial === undefined ? '/activity/mgm' : `/activity/mgm?mgm=${encodeURIComponent(mgmSerial)}`);
  }

  /** Answers the questions in turn (是 / 否) and waits for the result. */
  async answerQuiz(answers: readonly boolean[], result: ReferralResultType): Promise<void> {
    await this.quiz.getByRole('button', { name: REFERRAL_TEXTS.quizStart, exact: true }).click();
    for (const yes of answers) {
      await this.quiz.getByRole('button', { name: yes ? REFERRAL_TEXTS.quizYes : REFERRAL_TEXTS.quizNo, exact: true }).click();
    }
    await expect(this.quiz.getByText(REFERRAL_RESULTS[result].label, { exact: true })).toBeVisible();
  }

  /** The result's invitation opens mgm-registration, whose button leads to the registration page. */
  async goRegister(): Promise<void> {
    await this.quiz.getByRole('button', { name: REFERRAL_TEXTS.quizInvite, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: REFERRAL_TEXTS.registrationTitle, exact: true });
    await dialog.getByRole('link', { name: REFERRAL_TEXTS.registrationGo, exact: true }).click();
  }

  /** A count of the member's overview (已註冊好友, …) by its label. */
  count(label: string): Locator {
    return this.overview.getByLabel(label, { exact: true });
  }
}
