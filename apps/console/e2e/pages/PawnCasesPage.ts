import { APPRAISAL_FIELD_LABELS, APPRAISAL_TEXTS, CONSOLE_PAWN_CASE_TEXTS, PAWNSHOP_FIELD_LABELS, PAWNSHOP_TEXTS, tenThousandText } from '@lendbridge/domain';
import type { PawnSettingInput } from '@lendbridge/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { labelOf } from '../../../public-web/e2e/pages/FormPage.js';
import type { FilePayload } from '../../../public-web/e2e/support/png.js';

/** A console list's row holding a cell with this text (an application serial). */
const gridRow = (page: Page, text: string): Locator =>
  page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });

/** 線上鑑價: the appraiser's item of an application, found from the marketplace address, and its comment. */
export class AppraisalsPage {
  constructor(private readonly page: Page) {}

  /** The spec's /appraise/market-place leads to the console's unappraised items; the application's item opens. */
  async openItemOf(serial: string): Promise<void> {
    await this.page.goto('/appraise/market-place');
    await expect(this.page).toHaveURL(/\/console\/#\/appraisals/);
    await this.page.goto(`/console/#/appraisals?filter=${encodeURIComponent(JSON.stringify({ status: 'unappraised', q: serial }))}`);
    await gridRow(this.page, serial).click();
    await expect(this.page.getByRole('form', { name: APPRAISAL_TEXTS.submit })).toBeVisible();
  }

  async comment(tenThousandValue: number, comment: string): Promise<void> {
    const form = this.page.getByRole('form', { name: APPRAISAL_TEXTS.submit });
    await form.getByRole('textbox', { name: APPRAISAL_FIELD_LABELS.ten_thousand_value }).fill(String(tenThousandValue));
    await form.getByRole('textbox', { name: APPRAISAL_FIELD_LABELS.comment }).fill(comment);
    await form.getByRole('button', { name: APPRAISAL_TEXTS.submit, exact: true }).click();
    await expect(this.page.getByText(APPRAISAL_TEXTS.success)).toBeVisible();
  }
}

/** 當舖案件: an operator's case, opened from the spec's /pawnshop/market-place/{serial}, taken, set and invested. */
export class PawnCasesPage {
  constructor(private readonly page: Page) {}

  async openCase(serial: string): Promise<void> {
    await this.page.goto(`/pawnshop/market-place/${serial}`);
    await expect(this.page).toHaveURL(/\/console\/#\/pawn-cases/);
    await gridRow(this.page, serial).click();
    await expect(this.page.getByText(serial).first()).toBeVisible();
  }

  /** The appraiser's value shows on the case, in ten-thousands of NT$. */
  appraisedValue(tenThousandValue: number): Locator {
    return this.page.getByText(tenThousandText(tenThousandValue)).first();
  }

  async order(): Promise<void> {
    await this.page.getByRole('button', { name: PAWNSHOP_TEXTS.order, exact: true }).click();
    await expect(this.page.getByText(PAWNSHOP_TEXTS.ordered)).toBeVisible();
  }

  private async fillTerms(form: Locator, terms: Pick<PawnSettingInput, 'amount' | 'period' | 'principal_repayment_type'>): Promise<void> {
    await form.getByRole('textbox', { name: PAWNSHOP_FIELD_LABELS.amount }).fill(String(terms.amount));
    await form.getByRole('textbox', { name: PAWNSHOP_FIELD_LABELS.period }).fill(String(terms.period));
    await form.getByRole('combobox', { name: PAWNSHOP_FIELD_LABELS.principal_repayment_type }).click();
    await this.page.getByRole('option', { name: labelOf('principal_repayment_type', String(terms.principal_repayment_type)) }).click();
  }

  /** Sets the terms; the all-in yearly rate shows before they are sent. */
  async setTerms(terms: PawnSettingInput, yearlyRate: string): Promise<void> {
    const form = this.page.getByRole('form', { name: PAWNSHOP_TEXTS.setting });
    await this.fillTerms(form, terms);
    await form.getByRole('textbox', { name: PAWNSHOP_FIELD_LABELS.apr }).fill(String(terms.apr));
    await form.getByRole('textbox', { name: PAWNSHOP_FIELD_LABELS.storage_fee }).fill(String(terms.storage_fee));
    await expect(form.getByRole('status', { name: PAWNSHOP_FIELD_LABELS.yearly_rate })).toContainText(`${yearlyRate}%`);
    await form.getByRole('button', { name: PAWNSHOP_TEXTS.setting, exact: true }).click();
    await expect(this.page.getByText(PAWNSHOP_TEXTS.settingSent)).toBeVisible();
  }

  /** Invests the agreed terms with the pawn ticket's file, once the borrower agreed (the page read again). */
  async invest(ticket: FilePayload): Promise<void> {
    await this.page.reload();
    const form = this.page.getByRole('form', { name: PAWNSHOP_TEXTS.invest });
    await form.getByLabel(CONSOLE_PAWN_CASE_TEXTS.pawnTicketChoose).setInputFiles(ticket);
    await expect(form.getByRole('list', { name: PAWNSHOP_FIELD_LABELS.pawn_ticket }).getByRole('listitem')).toHaveCount(1);
    await form.getByRole('button', { name: PAWNSHOP_TEXTS.invest, exact: true }).click();
    await expect(this.page.getByText(PAWNSHOP_TEXTS.invested)).toBeVisible();
  }
}
