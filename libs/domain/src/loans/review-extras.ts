import { FIELD_LABELS } from '../schemas/labels.js';

/** The console's words for an application's collaterals, credit-card records and guarantor. */
export const REVIEW_EXTRAS_TEXTS = {
  collaterals: '擔保品',
  creditCards: '信用卡資料',
  guarantor: '保證人',
  noCollaterals: '尚未填寫擔保品',
  noCreditCards: '尚未填寫信用卡資料',
  noGuarantor: '尚未指定保證人',
  parkingSpace: '含車位',
  addOns: '附件',
  guarantorState: '確認狀態',
  guarantorConfirmed: '保證人已確認',
  guarantorPending: '待保證人確認',
  guarantorConfirmedAt: '確認時間',
  guarantorMember: '保證人會員',
  guarantorName: '保證人姓名',
  addedAt: '新增時間',
} as const;

/** The title of the n-th collateral (from 1). */
export const collateralTitle = (position: number): string => `${REVIEW_EXTRAS_TEXTS.collaterals} ${position}`;

/** The label of a credit-card record's bill image: the field's name and the card's last four digits. */
export const billImageLabel = (maskedCardNumber: string): string => `${FIELD_LABELS.bill_image}（${maskedCardNumber.slice(-4)}）`;

/** The history entries the borrower's and guarantor's extras write, as the console names them. */
export const REVIEW_EXTRAS_EVENT_LABELS: Readonly<Record<string, string>> = {
  collateral_added: '新增擔保品',
  collateral_removed: '刪除擔保品',
  credit_card_record_added: '新增信用卡資料',
  credit_card_record_removed: '刪除信用卡資料',
  guarantor_named: '指定保證人',
  guarantor_confirmed: '保證人確認',
};
