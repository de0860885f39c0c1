import type { z } from 'zod';
import {
  BANK_ACCOUNT_MAX_LENGTH,
  BANK_ACCOUNT_MIN_LENGTH,
  BANK_CODE_LENGTH,
  BRANCH_CODE_LENGTH,
} from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { isDigits } from '../validators/digits.js';
import {
  confirmationField,
  optionField,
  optionalUploadIdField,
  strictFormObject,
  uploadIdField,
  verificationCodeField,
} from './fields.js';
import {
  maxLengthRule,
  minLengthRule,
  optionalDigits,
  requiredDigits,
  requiredString,
} from './field-rules.js';
import { FIELD_LABELS } from './labels.js';
import { addRequired, checkEqual, whenFieldsValid } from './refinements.js';
import { optionalTotpCodeField } from '../two-factor/index.js';

/** Bank account: digits only, 10 to 16 of them. */
const accountField = requiredString(FIELD_LABELS.account, [
  [isDigits, MESSAGES.digitsOnly],
  minLengthRule(FIELD_LABELS.account, BANK_ACCOUNT_MIN_LENGTH),
  maxLengthRule(FIELD_LABELS.account, BANK_ACCOUNT_MAX_LENGTH),
]);

const bankShape = {
  bank_code: requiredDigits(FIELD_LABELS.bank_code, BANK_CODE_LENGTH),
  branch_code: optionalDigits(FIELD_LABELS.branch_code, BRANCH_CODE_LENGTH),
  account: accountField,
  account_confirmation: confirmationField(FIELD_LABELS.account_confirmation),
  proof_type: optionField('proof_type', FIELD_LABELS.proof_type),
  bankbook_cover_image: optionalUploadIdField(),
  atm_card_image: optionalUploadIdField(),
  id_card_front_image: uploadIdField(FIELD_LABELS.id_card_front_image),
  id_card_back_image: uploadIdField(FIELD_LABELS.id_card_back_image),
};

interface BankProof {
  account: string;
  account_confirmation: string;
  proof_type: 'bankbook' | 'atm_card';
  bankbook_cover_image?: string | undefined;
  atm_card_image?: string | undefined;
}

const accountPair = {
  check: (value: BankProof, ctx: z.core.$RefinementCtx): void => {
    checkEqual(ctx, value.account, value.account_confirmation, 'account_confirmation');
  },
  params: { when: whenFieldsValid('account', 'account_confirmation') },
};

/** The proof image the chosen proof type needs: bankbook cover or ATM card. */
const proofImage = {
  check: (value: BankProof, ctx: z.core.$RefinementCtx): void => {
    if (value.proof_type === 'bankbook' && value.bankbook_cover_image === undefined) {
      addRequired(ctx, 'bankbook_cover_image', FIELD_LABELS.bankbook_cover_image);
    }
    if (value.proof_type === 'atm_card' && value.atm_card_image === undefined) {
      addRequired(ctx, 'atm_card_image', FIELD_LABELS.atm_card_image);
    }
  },
  params: { when: whenFieldsValid('proof_type', 'bankbook_cover_image', 'atm_card_image') },
};

/** The authenticator app's code, asked when the member turned two-factor sign-in on. */
const totpShape = { totp_code: optionalTotpCodeField() };

export const memberBankSchema = strictFormObject({ ...bankShape, ...totpShape })
  .superRefine(accountPair.check, accountPair.params)
  .superRefine(proofImage.check, proofImage.params);
export type MemberBankInput = z.infer<typeof memberBankSchema>;

/** Changing the bound bank also needs the code sent to the member's mobile. */
export const updateBankSchema = strictFormObject({
  ...bankShape,
  ...totpShape,
  code: verificationCodeField(),
})
  .superRefine(accountPair.check, accountPair.params)
  .superRefine(proofImage.check, proofImage.params);
export type UpdateBankInput = z.infer<typeof updateBankSchema>;

/** A bound bank account's review state, as the member reads it. */
export const BOUND_BANK_STATUS_LABELS = {
  pending: '待審核',
  verified: '已核准',
  rejected: '已退回',
} as const;

/** The bank page of a member who has already bound an account: the account, its review, and the change form. */
export const MEMBER_BANK_TEXTS = {
  currentTitle: '目前綁定的銀行帳戶',
  status: '審核狀態',
  reviewNote: '審核說明',
  changeTitle: '變更銀行帳戶',
  changeHint: '變更後新帳戶須重新審核，請先發送驗證碼至您的手機並輸入。',
  change: '確認變更',
  changed: '銀行帳戶已變更，新帳戶將重新審核',
} as const;
