import type { Locator } from '@playwright/test';
import { FIELD_LABELS } from '@lendbridge/domain';
import type { Intent } from '@lendbridge/domain';
import { FormPage, labelOf } from './FormPage.js';

export interface RegisterForm {
  email: string;
  emailConfirmation: string;
  mobile: string;
  password: string;
  passwordConfirmation: string;
  intent?: Intent;
  agreePolicy: boolean;
}

export const AGREE_POLICY_LABEL = '我已詳閱並同意服務條款與隱私權政策';

/** /auth/register: the account (e-mail, mobile, password), what it is for, and the terms. */
export class RegisterPage extends FormPage {
  readonly path = '/auth/register';
  readonly heading = '註冊會員';

  submitButton(): Locator {
    return this.page.getByRole('button', { name: '註冊', exact: true });
  }

  agreePolicy(): Locator {
    return this.page.getByRole('checkbox', { name: AGREE_POLICY_LABEL });
  }

  async fill(form: RegisterForm): Promise<void> {
    await this.field(FIELD_LABELS.email).fill(form.email);
    await this.field(FIELD_LABELS.email_confirmation).fill(form.emailConfirmation);
    await this.field(FIELD_LABELS.mobile).fill(form.mobile);
    await this.field(FIELD_LABELS.password).fill(form.password);
    await this.field(FIELD_LABELS.password_confirmation).fill(form.passwordConfirmation);
    if (form.intent !== undefined) await this.radio(FIELD_LABELS.intent, labelOf('intent', form.intent)).check();
    await this.agreePolicy().setChecked(form.agreePolicy);
  }
}
