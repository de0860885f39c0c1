import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { FIELD_LABELS } from '@lendbridge/domain';
import { FormPage, labelOf } from './FormPage.js';

export interface MemberRegisterForm {
  residentId: string;
  marriageStatus: string;
  childrenCount: string;
  houseType: string;
  city: string;
  district: string;
  address: string;
}

/**
 * /member/register: the full (trading) registration: resident ID, household, and the
 * registered address (city and district selects fill in the zip code), used as the current one.
 */
export class MemberRegisterPage extends FormPage {
  readonly path = '/member/register';
  readonly heading = '交易會員資料';

  submitButton(): Locator {
    return this.page.getByRole('button', { name: '下一步', exact: true });
  }

  sameAsRegistered(): Locator {
    return this.page.getByRole('checkbox', { name: FIELD_LABELS.same_as_registered, exact: true });
  }

  async fill(form: MemberRegisterForm): Promise<void> {
    await this.field(FIELD_LABELS.resident_id).fill(form.residentId);
    await this.field(FIELD_LABELS.marriage_status).selectOption({ label: labelOf('marriage_status', form.marriageStatus) });
    await this.field(FIELD_LABELS.children_count).selectOption({ label: labelOf('children_count', form.childrenCount) });
    await this.field(FIELD_LABELS.house_type).selectOption({ label: labelOf('house_type', form.houseType) });
    await this.sameAsRegistered().check();
    await this.field(FIELD_LABELS.city).selectOption(form.city);
    await expect(this.field(FIELD_LABELS.district)).toBeEnabled();
    await this.field(FIELD_LABELS.district).selectOption(form.district);
    await this.field(FIELD_LABELS.address).fill(form.address);
  }

  zipCode(): Locator {
    return this.field(FIELD_LABELS.zip_code);
  }
}
