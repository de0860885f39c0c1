import { z } from 'zod';
import { CART_TEXTS, cartMoney } from '../cart/texts.js';
import { CART_COUNT_MAX, CART_COUNT_MIN } from '../cart/constants.js';
import { APPLICATION_AMOUNT_MAX_TEN_THOUSAND, INVEST_AMOUNT_STEP, TEN_THOUSAND } from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';
import { maxItems, range, requiredField, unit } from '../messages/message-functions.js';
import { requiredWholeNumber } from '../loans/fields.js';
import type { LoanAppType, LoanStatus } from '../loans/vocabulary.js';
import { isAbsent, optionalText, requiredText } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { isMultipleOf } from '../validators/multiple.js';
import { FINANCIAL_STATEMENTS, FINANCIAL_STATEMENT_ITEMS } from './financials.js';
import type { FinancialStatementItem, FinancialStatementKind, LoanFinancials } from './financials.js';
import { MARKET_TEXTS } from './texts.js';

/**
 * How a farmer loan repays its lenders: in money, or in produce — principal and interest both,
 * or only the interest (the principal then comes back in money).
 */
export const PAYMENT_IN_GOODS = ['none', 'principal_and_interest', 'interest_only'] as const;
export type PaymentInGoods = (typeof PAYMENT_IN_GOODS)[number];

/** The two goods modes, which a lender is told about before checkout. */
export type GoodsPayment = Exclude<PaymentInGoods, 'none'>;

/** What a gallery image of a farmer loan shows: the produce, or a collateral. */
export const GALLERY_KINDS = ['produce', 'collateral'] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];

/** Loans whose listing extras may still change: before and while lenders invest. */
export const LISTING_EDITABLE_STATUSES = ['rate_confirming', 'matching'] as const satisfies readonly LoanStatus[];

/** Only farmer loans carry a farmer profile, commodity sets and a gallery. */
export const LISTING_FARMER_APP_TYPE = 'farmer' satisfies LoanAppType;

export const FARMER_PRODUCE_SITUATION_MAX_LENGTH = 1000;
export const FARMER_PLACE_OF_ORIGIN_MAX_LENGTH = 100;
export const GEO_LAT_MIN = -90;
export const GEO_LAT_MAX = 90;
export const GEO_LNG_MIN = -180;
export const GEO_LNG_MAX = 180;

export const COMMODITY_SET_NAME_MAX_LENGTH = 50;
export const COMMODITY_SET_DESCRIPTION_MAX_LENGTH = 500;
/** A set is bought in whole NT$, in the cart's unit, from one unit up to the largest loan amount. */
export const COMMODITY_SET_AMOUNT_MIN = INVEST_AMOUNT_STEP;
export const COMMODITY_SET_AMOUNT_UNIT = INVEST_AMOUNT_STEP;
export const COMMODITY_SET_AMOUNT_MAX = APPLICATION_AMOUNT_MAX_TEN_THOUSAND * TEN_THOUSAND;
/** Commodity sets one loan may offer. */
export const COMMODITY_SETS_MAX = 10;

export const GALLERY_CAPTION_MAX_LENGTH = 100;
/** Gallery images one loan may show. */
export const GALLERY_IMAGES_MAX = 20;

export const CREDIT_RECORDS_MAX = 30;
export const CREDIT_RECORD_INSTITUTION_MAX_LENGTH = 50;
export const CREDIT_RECORD_KIND_MAX_LENGTH = 30;
/** A credit-report balance in thousands of NT$: up to just under a trillion NT$. */
export const CREDIT_RECORD_BALANCE_MAX_THOUSAND = 999_999_999;
/** Credit-report balances are in thousands of NT$; the page multiplies by this. */
export const CREDIT_RECORD_BALANCE_UNIT = 1000;

/** The years a financial statement may be filed for. */
export const FINANCIAL_YEAR_MIN = 1900;
export const FINANCIAL_YEAR_MAX = 2100;
/** A statement item in thousands of NT$, either sign. */
export const FINANCIAL_ITEM_MAX_THOUSAND = 999_999_999;

/** The listing extras' words: the loan detail's farmer section and credit records, the console's forms. */
export const LISTING_TEXTS = {
  paymentInGoods: {
    none: '以現金還款',
    principal_and_interest: '本金及利息以農產品償還',
    interest_only: '利息以農產品償還',
  } satisfies Record<PaymentInGoods, string>,
  goodsNotice: {
    principal_and_interest: '此案件的借款人將以農產品償還本金及利息，您收回的本金與利息將是農產品，而不是現金。',
    interest_only: '此案件的借款人將以農產品支付利息，本金仍以現金償還，您收到的利息將是農產品，而不是現金。',
  } satisfies Record<GoodsPayment, string>,
  galleryKinds: {
    produce: '農產品',
    collateral: '擔保品',
  } satisfies Record<GalleryKind, string>,
  goodsNoticeTitle: '農產品償還提醒',

  farmerTitle: '農民資料',
  produceSituation: '產銷狀況',
  placeOfOrigin: '產地',
  placeOfOriginGeo: '產地位置',
  lat: '緯度',
  lng: '經度',
  paymentInGoodsLabel: '以農產品償還',
  gallery: '相簿',
  galleryEmpty: '尚無照片',
  galleryKind: '照片類別',
  galleryCaption: '照片說明',
  galleryFile: '照片',
  galleryUpload: '上傳照片',
  galleryDelete: '刪除照片',
  galleryEnlarge: (caption: string): string => (caption === '' ? '放大照片' : `放大照片：${caption}`),
  commoditySets: '商品組合',
  commoditySetsEmpty: '此案件沒有商品組合',
  commoditySetName: '組合名稱',
  commoditySetDescription: '組合內容',
  commoditySetAmount: '每組金額',
  commoditySetCount: '組數',
  commoditySetTotal: CART_TEXTS.amount,
  commoditySetAdd: '新增商品組合',
  commoditySetDelete: '刪除商品組合',
  commoditySetAddToCart: MARKET_TEXTS.addToCart,

  creditRecords: '信用紀錄',
  creditRecordsEmpty: '沒有其他借款紀錄',
  creditRecordInstitution: '機構',
  creditRecordKind: '種類',
  creditRecordBalance: '餘額',
  creditRecordBalanceThousand: '餘額（千元）',
  creditRecordsList: '借款紀錄',
  creditRecordAdd: '新增一筆',

  consoleTitle: '上架資料',
  financialStatements: MARKET_TEXTS.detailTabFinancials,
  financialYear: MARKET_TEXTS.statementYear,
  financialStatementKind: '報表',
  financialItemsThousand: '金額（千元）',
  financialStatementSave: '儲存報表',
  financialStatementDelete: '刪除此年度',
  saved: MESSAGES.saved,
  deleted: '已刪除',
  notEditableNote: '案件已結束媒合，上架資料僅供檢視。',

  farmerOnly: '只有農民貸款可以填寫農民資料、商品組合與相簿',
  farmerProfileFirst: '請先填寫農民資料',
  notEditable: '案件已不在待確認利率或媒合中，無法修改上架資料',
  geoPair: '緯度與經度須同時填寫',
  paymentInGoodsLocked: '已有投資人投資此案件，無法變更還款方式',
  commoditySetInUse: '已有投資人選購此商品組合，無法刪除',
  commoditySetsFull: `每個案件最多 ${COMMODITY_SETS_MAX} 個商品組合`,
  galleryFull: `每個案件最多 ${GALLERY_IMAGES_MAX} 張照片`,
  galleryImageNotFound: '找不到此照片',
  financialItemsRequired: '請至少填寫一個項目',
  financialStatementNotFound: '找不到此年度的報表',
} as const;

export const PAYMENT_IN_GOODS_LABELS: Readonly<Record<PaymentInGoods, string>> = LISTING_TEXTS.paymentInGoods;
export const GALLERY_KIND_LABELS: Readonly<Record<GalleryKind, string>> = LISTING_TEXTS.galleryKinds;

export const PAYMENT_IN_GOODS_OPTIONS = PAYMENT_IN_GOODS.map((value) => ({ value, label: PAYMENT_IN_GOODS_LABELS[value] }));
export const GALLERY_KIND_OPTIONS = GALLERY_KINDS.map((value) => ({ value, label: GALLERY_KIND_LABELS[value] }));

/** A set amount above what the loan itself asks for. */
export const commoditySetAboveLoan = (loanAmount: number): string => `每組金額不能超過借款金額 ${cartMoney(loanAmount)}`;

/** The cart refuses an amount that is not the sets' total. */
export const commoditySetAmountMismatch = (total: number): string => `投資金額須為每組金額乘以組數，共 ${cartMoney(total)}`;

/** The cart refuses an amount that is not a whole number of a set (1 to 30 sets). */
export const commoditySetAmountStep = (setAmount: number): string =>
  `投資金額須為每組金額 ${cartMoney(setAmount)}的 ${CART_COUNT_MIN} 到 ${CART_COUNT_MAX} 倍`;

/** The amount of count sets. */
export const commoditySetTotal = (setAmount: number, count: number): number => setAmount * count;

/** Sets in an amount: a whole number from 1 to 30, or null when the amount is no such total. */
export const commoditySetCountOf = (setAmount: number, amount: number): number | null => {
  if (setAmount <= 0 || amount % setAmount !== 0) return null;
  const count = amount / setAmount;
  return count >= CART_COUNT_MIN && count <= CART_COUNT_MAX ? count : null;
};

export const isListingEditable = (status: string): boolean => (LISTING_EDITABLE_STATUSES as readonly string[]).includes(status);

/** The notice a lender reads before checkout for a loan repaid in goods, or null for money. */
export const goodsNoticeOf = (mode: PaymentInGoods | null | undefined): string | null =>
  mode === 'principal_and_interest' || mode === 'interest_only' ? LISTING_TEXTS.goodsNotice[mode] : null;

/** A credit-report balance in whole NT$. */
export const creditRecordBalance = (balanceThousand: number): number => balanceThousand * CREDIT_RECORD_BALANCE_UNIT;

/** A commodity set of a farmer loan: lenders buy it by the set, each for amount NT$. */
export interface MarketCommoditySet {
  id: number;
  name: string;
  description: string;
  /** NT$ per set, a multiple of 1000. */
  amount: number;
}

export interface MarketGalleryImage {
  id: number;
  kind: GalleryKind;
  /** The uploads URL of the image. */
  url: string;
  caption: string;
}

/** The farmer section of a farmer loan's detail. */
export interface MarketFarmerDetail {
  produce_situation: string;
  place_of_origin: string;
  place_of_origin_geo: { lat: number; lng: number } | null;
  payment_in_goods: PaymentInGoods;
  loan_commodity_sets: MarketCommoditySet[];
  gallery: MarketGalleryImage[];
  /** The borrower's farm, with the key of its public traceability page, when the borrower has one. */
  farm?: { no: string; name: string; key: string } | null;
}

/** One of the borrower's existing debts from the credit report. */
export interface MarketCreditRecord {
  id: number;
  institution: string;
  kind: string;
  /** Thousands of NT$; the page shows balance_thousand × 1000. */
  balance_thousand: number;
}

/** GET /api/console/loans/{id}/listing: everything the console edits about a loan's listing. */
export interface ConsoleLoanListing {
  loan: { id: number; serial: string; app_type: LoanAppType; status: LoanStatus };
  farmer: MarketFarmerDetail | null;
  credit_records: MarketCreditRecord[];
  financials: LoanFinancials;
  /** True while the loan is rate_confirming or matching: only then do the writes go through. */
  editable: boolean;
}

const T = LISTING_TEXTS;

const asText = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const SIGNED_INTEGER = /^-?\d+$/;

/** A coordinate as a number or numeric text, inside its bounds; blank or null means not given. */
const coordinateField = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: MESSAGES.number })
    .transform(asText)
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (!DECIMAL.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.number, input: value });
      else if (Number(value) < min || Number(value) > max) ctx.addIssue({ code: 'custom', message: range(label, min, max), input: value });
    })
    .transform((value) => (value === '' ? undefined : Number(value)))
    .optional();

const optionError =
  (label: string) =>
  (issue: { readonly input?: unknown }): string =>
    isAbsent(issue.input) ? requiredField(label) : MESSAGES.invalidOption;

/** PUT /api/console/loans/{id}/listing/farmer: the farmer profile (replaces the one there). */
export const farmerProfileSchema = strictFormObject({
  produce_situation: requiredText(T.produceSituation, FARMER_PRODUCE_SITUATION_MAX_LENGTH),
  place_of_origin: requiredText(T.placeOfOrigin, FARMER_PLACE_OF_ORIGIN_MAX_LENGTH),
  lat: coordinateField(T.lat, GEO_LAT_MIN, GEO_LAT_MAX),
  lng: coordinateField(T.lng, GEO_LNG_MIN, GEO_LNG_MAX),
  payment_in_goods: z
    .enum(PAYMENT_IN_GOODS, { error: optionError(T.paymentInGoodsLabel) })
    .optional()
    .transform((value) => value ?? 'none'),
}).superRefine((value, ctx) => {
  if ((value.lat === undefined) === (value.lng === undefined)) return;
  const missing = value.lat === undefined ? 'lat' : 'lng';
  ctx.addIssue({ code: 'custom', message: T.geoPair, path: [missing] });
});
export type FarmerProfileInput = z.output<typeof farmerProfileSchema>;

/** POST /api/console/loans/{id}/listing/commodity-sets: a new commodity set. */
export const commoditySetSchema = strictFormObject({
  name: requiredText(T.commoditySetName, COMMODITY_SET_NAME_MAX_LENGTH),
  description: optionalText(T.commoditySetDescription, COMMODITY_SET_DESCRIPTION_MAX_LENGTH).transform((value) => value ?? ''),
  amount: requiredWholeNumber(T.commoditySetAmount, { min: COMMODITY_SET_AMOUNT_MIN, max: COMMODITY_SET_AMOUNT_MAX }).superRefine(
    (value, ctx) => {
      if (!isMultipleOf(value, COMMODITY_SET_AMOUNT_UNIT)) {
        ctx.addIssue({ code: 'custom', message: unit(T.commoditySetAmount, COMMODITY_SET_AMOUNT_UNIT), input: value });
      }
    },
  ),
});
export type CommoditySetInput = z.output<typeof commoditySetSchema>;

/** The form fields of POST /api/console/loans/{id}/listing/gallery beside its file. */
export const galleryCaptionSchema = strictFormObject({
  kind: z.enum(GALLERY_KINDS, { error: optionError(T.galleryKind) }),
  caption: optionalText(T.galleryCaption, GALLERY_CAPTION_MAX_LENGTH).transform((value) => value ?? ''),
});
export type GalleryCaptionInput = z.output<typeof galleryCaptionSchema>;

const creditRecordSchema = strictFormObject({
  institution: requiredText(T.creditRecordInstitution, CREDIT_RECORD_INSTITUTION_MAX_LENGTH),
  kind: requiredText(T.creditRecordKind, CREDIT_RECORD_KIND_MAX_LENGTH),
  balance_thousand: requiredWholeNumber(T.creditRecordBalanceThousand, { min: 0, max: CREDIT_RECORD_BALANCE_MAX_THOUSAND }),
});

/** PUT /api/console/loans/{id}/listing/credit-records: the whole list, in order (replaces the one there). */
export const creditRecordsSchema = strictFormObject({
  records: z
    .array(creditRecordSchema, { error: (issue) => (isAbsent(issue.input) ? requiredField(T.creditRecordsList) : MESSAGES.invalidFormat) })
    .max(CREDIT_RECORDS_MAX, { error: maxItems(T.creditRecordsList, CREDIT_RECORDS_MAX) }),
});
export type CreditRecordsInput = z.output<typeof creditRecordsSchema>;

/** A statement item: whole thousands of NT$, negative for a loss or a deficit; blank or null leaves it out. */
const statementItemField = z
  .union([z.number(), z.string(), z.null()], { error: MESSAGES.integer })
  .transform(asText)
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (!SIGNED_INTEGER.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.integer, input: value });
    else if (Math.abs(Number(value)) > FINANCIAL_ITEM_MAX_THOUSAND) {
      ctx.addIssue({ code: 'custom', message: range(T.financialItemsThousand, -FINANCIAL_ITEM_MAX_THOUSAND, FINANCIAL_ITEM_MAX_THOUSAND), input: value });
    }
  })
  .transform((value) => (value === '' ? undefined : Number(value)))
  .optional();

type StatementItems = Partial<Record<FinancialStatementItem, number>>;

const itemsSchema = (items: readonly FinancialStatementItem[]) =>
  strictFormObject(Object.fromEntries(items.map((item) => [item, statementItemField])) as Record<FinancialStatementItem, typeof statementItemField>)
    .transform((value): StatementItems => Object.fromEntries(Object.entries(value).filter(([, amount]) => amount !== undefined)))
    .refine((value) => Object.keys(value).length > 0, { error: T.financialItemsRequired });

const ALL_STATEMENT_ITEMS: readonly FinancialStatementItem[] = FINANCIAL_STATEMENTS.flatMap((kind) => FINANCIAL_STATEMENT_ITEMS[kind]);

/**
 * PUT /api/console/loans/{id}/listing/financials/{statement}/{year}: {items} in thousands of NT$.
 * This one takes the items of either statement; the API checks them with the statement's own
 * schema (financialStatementWriteSchemaOf).
 */
export const financialStatementWriteSchema = strictFormObject({ items: itemsSchema(ALL_STATEMENT_ITEMS) });
export type FinancialStatementWriteInput = z.output<typeof financialStatementWriteSchema>;

const WRITE_SCHEMAS = Object.fromEntries(
  FINANCIAL_STATEMENTS.map((kind) => [kind, strictFormObject({ items: itemsSchema(FINANCIAL_STATEMENT_ITEMS[kind]) })]),
) as Record<FinancialStatementKind, typeof financialStatementWriteSchema>;

/** The write schema of one statement: only its own items. */
export const financialStatementWriteSchemaOf = (kind: FinancialStatementKind): typeof financialStatementWriteSchema => WRITE_SCHEMAS[kind];

/** The path of a statement write: the statement and its year (1900 to 2100). */
export const financialStatementPathSchema = strictFormObject({
  statement: z.enum(FINANCIAL_STATEMENTS, { error: optionError(T.financialStatementKind) }),
  year: requiredWholeNumber(T.financialYear, { min: FINANCIAL_YEAR_MIN, max: FINANCIAL_YEAR_MAX }),
});
export type FinancialStatementPath = z.output<typeof financialStatementPathSchema>;
