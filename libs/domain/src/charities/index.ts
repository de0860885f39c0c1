import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { isAbsent, optionalText, requiredText } from '../schemas/field-rules.js';
import type { FieldRule } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';

/**
 * The charities a lender may donate a farmer order's e-invoice to (spec 9: donation addresses for
 * three charities offered for farmer orders; invoice options e-invoice return or donate). The spec
 * gives no list: staff keep it in the console. An e-invoice is donated by the charity's donation
 * code (愛心碼, 3 to 7 digits, issued by the Ministry of Finance), which is its address.
 */
export const CHARITIES_API_PATH = '/api/charities';
export const CHARITY_NAME_MAX_LENGTH = 60;
export const CHARITY_DONATION_CODE_PATTERN = /^\d{3,7}$/;
export const CHARITY_DESCRIPTION_MAX_LENGTH = 200;
export const CHARITY_POSITION_MAX = 999;

/** What becomes of the e-invoice of an order with produce: sent to the member, or donated to a charity. */
export const INVOICE_METHODS = ['return', 'donate'] as const;
export type InvoiceMethod = (typeof INVOICE_METHODS)[number];
export const DEFAULT_INVOICE_METHOD: InvoiceMethod = 'return';

export const CHARITY_TEXTS = {
  invoiceTitle: '發票處理方式',
  invoiceMethods: { return: '電子發票寄回', donate: '捐贈' } satisfies Record<InvoiceMethod, string>,
  charity: '捐贈單位',
  charityRequired: '請選擇捐贈單位',
  charityUnavailable: '此捐贈單位目前無法受贈，請重新選擇',
  donationCodeFormat: '愛心碼須為 3 到 7 位數字',
  /** The console's words. */
  name: '名稱',
  donation_code: '愛心碼',
  description: '說明',
  enabled: '受贈中',
  position: '排序',
  created_at: '建立時間',
  updated_at: '更新時間',
  codeTaken: '此愛心碼已有捐贈單位使用',
  search: '搜尋名稱或愛心碼',
  adminFeature: '新增或修改農產品電子發票可捐贈的捐贈單位',
  salesFeature: '查看農產品電子發票可捐贈的捐贈單位（唯讀）',
} as const;

/** A charity as the checkout lists it (the enabled ones, in the console's order). */
export interface Charity {
  id: number;
  name: string;
  donation_code: string;
  description: string;
}

/** A charity as the console lists and edits it. */
export interface ConsoleCharityRow extends Charity {
  enabled: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

const T = CHARITY_TEXTS;

const donationCodeRules: readonly FieldRule[] = [[(value) => CHARITY_DONATION_CODE_PATTERN.test(value), T.donationCodeFormat]];

/** A charity, created or changed in the console (the whole of it). */
export const charityFormSchema = strictFormObject({
  name: requiredText(T.name, CHARITY_NAME_MAX_LENGTH),
  donation_code: requiredText(T.donation_code, undefined, donationCodeRules),
  description: z
    .preprocess((value) => (isAbsent(value) ? '' : value), optionalText(T.description, CHARITY_DESCRIPTION_MAX_LENGTH))
    .transform((value) => value ?? ''),
  enabled: z.preprocess((value) => (isAbsent(value) ? true : value), z.boolean({ error: MESSAGES.invalidFormat })),
  position: z.preprocess(
    (value) => (isAbsent(value) ? 0 : value),
    z.coerce
      .number({ error: MESSAGES.invalidFormat })
      .int({ error: MESSAGES.invalidFormat })
      .min(0, { error: MESSAGES.invalidFormat })
      .max(CHARITY_POSITION_MAX, { error: MESSAGES.invalidFormat }),
  ),
});
export type CharityFormInput = z.output<typeof charityFormSchema>;

/** The invoice choice of an order: a donation names its charity; a charity without a donation is dropped. */
export const orderInvoiceShape = {
  invoice_method: z.enum(INVOICE_METHODS, { error: MESSAGES.invalidOption }).optional(),
  charity_id: z
    .number({ error: T.charityRequired })
    .int({ error: T.charityRequired })
    .positive({ error: T.charityRequired })
    .max(Number.MAX_SAFE_INTEGER, { error: T.charityRequired })
    .nullable()
    .optional(),
};

/** The order's invoice as stored: the method (the default when none is given) and the charity of a donation. */
export interface OrderInvoice {
  method: InvoiceMethod;
  charityId: number | null;
}

export const orderInvoiceOf = (input: { invoice_method?: InvoiceMethod; charity_id?: number | null }): OrderInvoice => {
  const method = input.invoice_method ?? DEFAULT_INVOICE_METHOD;
  return { method, charityId: method === 'donate' ? (input.charity_id ?? null) : null };
};

/** The field error of an invoice choice the order cannot take: a donation without a charity. */
export const invoiceChoiceError = (invoice: OrderInvoice): { charity_id: string } | null =>
  invoice.method === 'donate' && invoice.charityId === null ? { charity_id: T.charityRequired } : null;
