import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { FIELD_LABELS, MESSAGES } from '@lendbridge/domain';
import type { FilePayload } from '../support/png.js';
import { FormPage } from './FormPage.js';

export type BankImage = 'bankbook_cover_image' | 'atm_card_image' | 'id_card_front_image' | 'id_card_back_image';

/** /member/bank: bank code, account (typed twice), the proof image and both sides of the ID card. */
export class BankPage extends FormPage {
  readonly path = '/member/bank';
  readonly heading = '綁定銀行帳戶';

  submitButton(): Locator {
    return this.page.getByRole('button', { name: '下一步', exact: true });
  }

  async fillAccount(bankCode: string, account: string, confirmation: string): Promise<void> {
    await this.field(FIELD_LABELS.bank_code).selectOption(bankCode);
    await this.field(FIELD_LABELS.account).fill(account);
    await this.field(FIELD_LABELS.account_confirmation).fill(confirmation);
  }

  /** The upload block of an image: its legend, the progress rows and the file input. */
  upload(image: BankImage): Locator {
    return this.group(FIELD_LABELS[image]);
  }

  async choose(image: BankImage, file: FilePayload): Promise<void> {
    await this.upload(image).getByLabel(FIELD_LABELS[image], { exact: true }).setInputFiles(file);
  }

  /** The progress bar of a file, named after the file and its upload state. */
  progress(image: BankImage, filename: string, state: string): Locator {
    return this.upload(image).getByRole('progressbar', { name: `${filename} ${state}`, exact: true });
  }

  async uploadImage(image: BankImage, file: FilePayload): Promise<void> {
    await this.choose(image, file);
    await expect(this.progress(image, file.name, MESSAGES.uploadSuccessLabel)).toBeVisible();
    const thumbnail = this.upload(image).getByRole('img', { name: file.name });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((element) => ('naturalWidth' in element ? Number(element.naturalWidth) : 0)))
      .toBeGreaterThan(0);
    await expect(this.upload(image)).toContainText(MESSAGES.uploadSuccessLabel);
  }
}
