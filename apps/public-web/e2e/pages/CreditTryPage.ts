import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  CREDIT_TRY_QUESTIONS,
  MESSAGES,
  QUESTIONNAIRE_LEVEL_RATES,
  creditTryProgress,
  ntdText,
  rateRangeText,
} from '@lendbridge/domain';
import type { CreditTryAnswerKey, CreditTryAnswers, QuestionnaireLevel } from '@lendbridge/domain';
import { AlertDialog } from './AlertDialog.js';
import { atPath } from './FormPage.js';

const questionOf = (key: CreditTryAnswerKey) => {
  const question = CREDIT_TRY_QUESTIONS.find((candidate) => candidate.key === key);
  if (question === undefined) throw new Error(`no credit-try question ${key}`);
  return question;
};

/** The label the questionnaire shows for an answer. */
export const answerLabel = (key: CreditTryAnswerKey, value: string): string => {
  const option = questionOf(key).options.find((candidate) => candidate.value === value);
  if (option === undefined) throw new Error(`${key} has no option ${value}`);
  return option.label;
};

/** /my-credit: the credit-try questionnaire, start → question 1..8 → result. */
export class CreditTryPage {
  readonly page: Page;
  readonly alert: AlertDialog;
  readonly path = '/my-credit';
  readonly heading = MESSAGES.creditTryTitle;

  constructor(page: Page) {
    this.page = page;
    this.alert = new AlertDialog(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(atPath(this.path));
    await expect(this.page.getByRole('heading', { level: 1, name: this.heading })).toBeVisible();
  }

  /** The app bar link that leads here. */
  navLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: MESSAGES.creditTryTitle, exact: true });
  }

  startButton(): Locator {
    return this.page.getByRole('button', { name: MESSAGES.creditTryStart, exact: true });
  }

  nextButton(): Locator {
    return this.page.getByRole('button', { name: MESSAGES.nextStep, exact: true });
  }

  previousButton(): Locator {
    return this.page.getByRole('button', { name: MESSAGES.previousStep, exact: true });
  }

  question(key: CreditTryAnswerKey): Locator {
    return this.page.getByRole('radiogroup', { name: questionOf(key).title, exact: true });
  }

  async expectQuestion(number: number): Promise<void> {
    const question = CREDIT_TRY_QUESTIONS[number - 1];
    await expect(this.question(question.key)).toBeVisible();
    await expect(this.page.getByText(creditTryProgress(number, CREDIT_TRY_QUESTIONS.length), { exact: true })).toBeVisible();
  }

  async expectStart(): Promise<void> {
    await expect(this.page.getByText(MESSAGES.creditTryIntro, { exact: true })).toBeVisible();
    await expect(this.startButton()).toBeVisible();
  }

  async choose(key: CreditTryAnswerKey, value: string): Promise<void> {
    await this.question(key).getByRole('radio', { name: answerLabel(key, value), exact: true }).check();
  }

  /** Answers every question in order, each followed by 下一步. */
  async answerAll(answers: CreditTryAnswers): Promise<void> {
    for (const [index, question] of CREDIT_TRY_QUESTIONS.entries()) {
      await this.expectQuestion(index + 1);
      await this.choose(question.key, answers[question.key]);
      await this.nextButton().click();
    }
  }

  result(): Locator {
    return this.page.getByRole('region', { name: MESSAGES.creditTryResultTitle, exact: true });
  }

  /** The level, the level's yearly rate range and the line in NT$. */
  async expectResult(level: QuestionnaireLevel, line: number): Promise<void> {
    const result = this.result();
    await expect(result).toBeVisible();
    await expect(result.getByRole('term')).toHaveText([
      MESSAGES.creditTryLevelLabel,
      MESSAGES.creditTryRateLabel,
      MESSAGES.creditTryLineLabel,
    ]);
    await expect(result.getByRole('definition')).toHaveText([level, rateRangeText(QUESTIONNAIRE_LEVEL_RATES[level]), ntdText(line)]);
  }

  signInLink(): Locator {
    return this.result().getByRole('link', { name: MESSAGES.creditTrySignIn, exact: true });
  }

  registerLink(): Locator {
    return this.result().getByRole('link', { name: MESSAGES.creditTryRegister, exact: true });
  }

  async expectVisitorPrompt(): Promise<void> {
    await expect(this.result().getByText(MESSAGES.creditTrySignInPrompt, { exact: true })).toBeVisible();
    await expect(this.signInLink()).toBeVisible();
    await expect(this.registerLink()).toBeVisible();
  }

  async expectSaved(): Promise<void> {
    await expect(this.result().getByText(MESSAGES.creditTrySaved, { exact: false })).toBeVisible();
    await expect(this.result().getByText(MESSAGES.creditTrySignInPrompt)).toHaveCount(0);
  }
}
