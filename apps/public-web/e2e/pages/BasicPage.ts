import type { Locator } from '@playwright/test';
import { FIELD_LABELS } from '@lendbridge/domain';
import { FormPage, labelOf } from './FormPage.js';

export interface BasicForm {
  lastname: string;
  firstname: string;
  /** YYYY/MM/DD */
  birthday: string;
  gender?: string;
  educationLevel: string;
  safeQuestionType: string;
  safeQuestionAnswer: string;
}

/** /member/basic: the basic member registration of a person. */
export class BasicPage extends FormPage {
  readonly path = '/member/basic';
  readonly heading = '會員基本資料';

  submitButton(): Locator {
    return this.page.getByRole('button', { name: '下一步', exact: true });
  }

  /** The date chooser: year, month and day selects under the 生日 legend. */
  async chooseBirthday(birthday: string): Promise<void> {
    const [year = '', month = '', day = ''] = birthday.split('/');
    const chooser = this.group(FIELD_LABELS.birthday);
    await chooser.getByLabel('年', { exact: true }).selectOption(year);
    await chooser.getByLabel('月', { exact: true }).selectOption(month);
    await chooser.getByLabel('日', { exact: true }).selectOption(day);
  }

  async chooseGender(gender: string): Promise<void> {
    await this.field(FIELD_LABELS.gender).selectOption({ label: labelOf('gender', gender) });
  }

  async fill(form: BasicForm): Promise<void> {
    await this.field(FIELD_LABELS.lastname).fill(form.lastname);
    await this.field(FIELD_LABELS.firstname).fill(form.firstname);
    await this.chooseBirthday(form.birthday);
    if (form.gender !== undefined) await this.chooseGender(form.gender);
    await this.field(FIELD_LABELS.education_level).selectOption({
      label: labelOf('education_level', form.educationLevel),
    });
    await this.field(FIELD_LABELS.safe_question_type).selectOption({
      label: labelOf('safe_question_type', form.safeQuestionType),
    });
    await this.field(FIELD_LABELS.safe_question_answer).fill(form.safeQuestionAnswer);
  }
}
