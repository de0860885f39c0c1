import { CARD_CVV_LENGTH, CARD_EXPIRY_YEARS, CARD_NUMBER_GROUPS, CARD_NUMBER_GROUP_LENGTH } from '../constants/ui.js';
import type { CardBrand } from '../constants/ui.js';
import { shiftIsoDate, shiftIsoDateMonths } from '../dates/business-date.js';
import { ntdText } from '../credit-try/texts.js';
import { CROWDFUNDING_BALANCE_MIN, CROWDFUNDING_DELIVERY_DEADLINE_DAYS, CROWDFUNDING_PAYMENT_BY, CROWDFUNDING_SUMMARY_LENGTH } from './constants.js';
import type { CrowdfundingContentType, CrowdfundingPaymentBy, CrowdfundingStatus } from './constants.js';
import { CROWDFUNDING_TEXTS } from './texts.js';

export const CARD_NUMBER_LENGTH = CARD_NUMBER_GROUPS * CARD_NUMBER_GROUP_LENGTH;

/** One period choice of a plan: the amount of the first period and, when it differs, of each later one. */
export interface CrowdfundingRate {
  readonly period: number;
  readonly first_period_amount: number;
  /** Each later period's amount; the first period's amount when not given. */
  readonly later_period_amount?: number | null;
}

/**
 * The default payment_by of the order form (spec 4): balance (1) when the balance covers the first
 * period's amount or is at least 1000, otherwise card (0).
 */
export const defaultPaymentBy = (balance: number, firstPeriodAmount: number): CrowdfundingPaymentBy =>
  balance >= firstPeriodAmount || balance >= CROWDFUNDING_BALANCE_MIN ? CROWDFUNDING_PAYMENT_BY.balance : CROWDFUNDING_PAYMENT_BY.card;

/**
 * What a balance order does: pays at once when the balance covers the first period; waits for a
 * bank transfer when it does not but holds at least 1000 (spec 4's partial payment); else refused.
 */
export type BalanceOrderOutcome = 'pay_now' | 'await_transfer' | 'refused';
export const balanceOrderOutcome = (balance: number, firstPeriodAmount: number): BalanceOrderOutcome => {
  if (balance >= firstPeriodAmount) return 'pay_now';
  return balance >= CROWDFUNDING_BALANCE_MIN ? 'await_transfer' : 'refused';
};

/** Why the viewer cannot order: their own project or a finished one blocks it (spec 4). */
export const crowdfundingOrderBlock = (status: CrowdfundingStatus, ownerId: number, viewerId: number | null): string | null => {
  if (status === 'finished') return CROWDFUNDING_TEXTS.finished;
  if (viewerId !== null && viewerId === ownerId) return CROWDFUNDING_TEXTS.ownProject;
  return null;
};

export const rateOf = (rates: readonly CrowdfundingRate[], period: number): CrowdfundingRate | undefined =>
  rates.find((rate) => rate.period === period);

export const laterPeriodAmount = (rate: CrowdfundingRate): number => rate.later_period_amount ?? rate.first_period_amount;

/** The whole amount of a plan's period choice: the first period and every later one. */
export const rateTotal = (rate: CrowdfundingRate): number => rate.first_period_amount + (rate.period - 1) * laterPeriodAmount(rate);

export interface ScheduleRow {
  readonly period_no: number;
  readonly due_date: string;
  readonly amount: number;
  /** The day its delivery is due to be shipped by. */
  readonly delivery_deadline: string;
}

/**
 * The schedule of an order placed on `orderDate`: the first period due that day (paid with the
 * order), each later one a month after the one before, on the same day of the month (the month's
 * last day when shorter).
 */
export const crowdfundingSchedule = (rate: CrowdfundingRate, orderDate: string): ScheduleRow[] =>
  Array.from({ length: rate.period }, (_, index) => {
    const due = shiftIsoDateMonths(orderDate, index);
    return {
      period_no: index + 1,
      due_date: due,
      amount: index === 0 ? rate.first_period_amount : laterPeriodAmount(rate),
      delivery_deadline: shiftIsoDate(due, CROWDFUNDING_DELIVERY_DEADLINE_DAYS),
    };
  });

/** The digits of a typed card number (spaces and dashes dropped), at most 16. */
export const cardDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH);

/** A typed card number shown as the field masks it: four groups of four digits. */
export const formatCardNumber = (typed: string): string => {
  const digits = cardDigits(typed);
  const groups: string[] = [];
  for (let start = 0; start < digits.length; start += CARD_NUMBER_GROUP_LENGTH) groups.push(digits.slice(start, start + CARD_NUMBER_GROUP_LENGTH));
  return groups.join(' ');
};

const BRAND_PATTERNS: readonly (readonly [CardBrand, RegExp])[] = [
  ['visa', /^4\d{15}$/],
  ['mastercard', /^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/],
  ['jcb', /^35(2[89]|[3-8]\d)\d{12}$/],
  ['unionpay', /^62\d{14}$/],
];

/** The brand of a 16-digit number by the accepted patterns (visa, mastercard, jcb, unionpay), or null. */
export const cardBrandOf = (digits: string): CardBrand | null => BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;

/** What is kept of a card number: its first six and last four digits. */
export const maskedCardNumber = (digits: string): string => `${digits.slice(0, 6)}******${digits.slice(-4)}`;

/** The expiry years offered: from the business date's year, for 20 years (spec 5). */
export const cardExpiryYears = (businessDate: string): number[] => {
  const year = Number(businessDate.slice(0, 4));
  return Array.from({ length: CARD_EXPIRY_YEARS }, (_, index) => year + index);
};

/** The months of `year` that cannot be chosen: the earlier months of the business date's year (spec 5). */
export const disabledExpiryMonths = (year: number, businessDate: string): number[] => {
  const thisYear = Number(businessDate.slice(0, 4));
  const thisMonth = Number(businessDate.slice(5, 7));
  if (year !== thisYear) return [];
  return Array.from({ length: thisMonth - 1 }, (_, index) => index + 1);
};

/** The expiry as the form sends it: YYYY-MM (4-digit year, 2-digit month). */
export const CARD_DATE_PATTERN = /^(\d{4})-(\d{2})$/;

/** Why an expiry is refused on the business date (null: accepted): not YYYY-MM, a month outside 1–12, a past month, beyond 20 years. */
export const cardExpiryError = (date: string, businessDate: string): string | null => {
  const match = CARD_DATE_PATTERN.exec(date);
  if (!match) return CROWDFUNDING_TEXTS.cardDate;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return CROWDFUNDING_TEXTS.cardDate;
  const firstYear = Number(businessDate.slice(0, 4));
  if (year < firstYear || disabledExpiryMonths(year, businessDate).includes(month)) return CROWDFUNDING_TEXTS.cardExpired;
  if (year >= firstYear + CARD_EXPIRY_YEARS) return CROWDFUNDING_TEXTS.cardDate;
  return null;
};

export const cardNumberError = (typed: string): string | null => {
  const digits = typed.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(digits)) return CROWDFUNDING_TEXTS.cardNumber;
  return cardBrandOf(digits) === null ? CROWDFUNDING_TEXTS.cardBrand : null;
};

export const cardCodeError = (code: string): string | null => (new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(code) ? null : CROWDFUNDING_TEXTS.cardCode);

/** The parties and terms a contract preview is filled with. */
export interface CrowdfundingContractTerms {
  readonly projectTitle: string;
  readonly projectSerial: string;
  readonly ownerName: string;
  readonly ownerSerial: string;
  readonly backerName: string | null;
  readonly backerSerial: string | null;
  readonly planTitle: string;
  readonly rate: CrowdfundingRate;
  readonly businessDate: string;
}

export interface ContractSection {
  readonly heading: string;
  readonly paragraphs: string[];
}

/** The contract preview of a plan and period (GET contract): its title and sections in Traditional Chinese. */
export const crowdfundingContract = (terms: CrowdfundingContractTerms): { title: string; sections: ContractSection[] } => {
  const later = laterPeriodAmount(terms.rate);
  const backer = terms.backerName === null ? '（贊助人於下單時確認）' : `${terms.backerName}（會員編號 ${terms.backerSerial ?? ''}）`;
  return {
    title: `「${terms.projectTitle}」募資贊助契約`,
    sections: [
      {
        heading: '第一條　契約當事人',
        paragraphs: [`提案人：${terms.ownerName}（會員編號 ${terms.ownerSerial}）`, `贊助人：${backer}`, '平台：信橋 LendBridge（代收代付）'],
      },
      {
        heading: '第二條　贊助方案',
        paragraphs: [`專案：${terms.projectTitle}（${terms.projectSerial}）`, `方案：${terms.planTitle}`, `期數：${terms.rate.period} 期，每月一期`],
      },
      {
        heading: '第三條　款項與付款',
        paragraphs: [
          `第一期款項 ${ntdText(terms.rate.first_period_amount)}，於下單時以信用卡或代收代付帳戶餘額支付。`,
          terms.rate.period > 1
            ? `第二期起每期 ${ntdText(later)}，共 ${terms.rate.period - 1} 期，於每月同日自贊助人之代收代付帳戶扣款。`
            : '本方案僅一期，無後續扣款。',
          `贊助總額 ${ntdText(rateTotal(terms.rate))}。`,
        ],
      },
      {
        heading: '第四條　出貨與收貨',
        paragraphs: [
          `提案人於每期款項付款後 ${CROWDFUNDING_DELIVERY_DEADLINE_DAYS} 日內出貨至贊助人指定之收件地址；出貨前贊助人得變更收件資料。`,
          '贊助人收到商品後，請於平台確認收貨。',
        ],
      },
      {
        heading: '第五條　其他',
        paragraphs: [`本契約以下單日（${terms.businessDate}）之平台營業日為準，未盡事宜依中華民國法律及平台服務條款辦理。`],
      },
    ],
  };
};

/** A project card's words: its first text block, cut at CROWDFUNDING_SUMMARY_LENGTH characters with an ellipsis. */
export const crowdfundingSummary = (contents: readonly { type: CrowdfundingContentType; content: string }[]): string => {
  const text = [...(contents.find((block) => block.type === 'text')?.content.trim() ?? '')];
  return text.length > CROWDFUNDING_SUMMARY_LENGTH ? `${text.slice(0, CROWDFUNDING_SUMMARY_LENGTH).join('')}…` : text.join('');
};
