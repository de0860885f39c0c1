import { OPTIONS } from '../options/index.js';
import type { Option } from '../options/index.js';

/** The answer keys of the credit-try questionnaire, in the order the questions are asked. */
export const CREDIT_TRY_ANSWER_KEYS = [
  'annual_income_ten_thousand',
  'installment',
  'credit_card_payment_status',
  'credit_card_maxed_out',
  'dti',
  'normal_repayment',
  'how_long_job',
  'job_replace',
] as const;
export type CreditTryAnswerKey = (typeof CREDIT_TRY_ANSWER_KEYS)[number];

/** The OPTIONS group holding the answers of each question. */
export const CREDIT_TRY_OPTION_GROUPS = {
  annual_income_ten_thousand: 'credit_try_annual_income_ten_thousand',
  installment: 'credit_try_installment',
  credit_card_payment_status: 'credit_try_credit_card_payment_status',
  credit_card_maxed_out: 'credit_try_credit_card_maxed_out',
  dti: 'credit_try_dti',
  normal_repayment: 'credit_try_normal_repayment',
  how_long_job: 'credit_try_how_long_job',
  job_replace: 'credit_try_job_replace',
} as const satisfies Record<CreditTryAnswerKey, keyof typeof OPTIONS>;

export interface CreditTryQuestion {
  readonly key: CreditTryAnswerKey;
  /** The question as the visitor reads it. */
  readonly title: string;
  readonly options: readonly Option[];
}

const TITLES: Record<CreditTryAnswerKey, string> = {
  annual_income_ten_thousand: '您的個人年收入約為多少？',
  installment: '您目前有幾筆分期付款或貸款（如房貸、車貸、信用貸款、信用卡分期）？',
  credit_card_payment_status: '您通常如何繳納信用卡帳單？',
  credit_card_maxed_out: '您的信用卡已使用的額度約占總額度多少？',
  dti: '您每月需償還的貸款與卡費，約占月收入的多少？',
  normal_repayment: '過去 12 個月內，您的貸款與信用卡是否都按時還款？',
  how_long_job: '您在目前工作的年資有多久？',
  job_replace: '過去 3 年內，您換過幾次工作？',
};

/** The eight questions, one per screen, with their answer options. */
export const CREDIT_TRY_QUESTIONS: readonly CreditTryQuestion[] = CREDIT_TRY_ANSWER_KEYS.map((key) => ({
  key,
  title: TITLES[key],
  options: OPTIONS[CREDIT_TRY_OPTION_GROUPS[key]],
}));
