import type { CreditTryAnswers } from './schemas.js';

/** A salaried borrower with a steady job who pays cards in full: level A. */
export const EXAMPLE_CREDIT_TRY_ANSWERS_A: CreditTryAnswers = {
  annual_income_ten_thousand: 'C',
  installment: 'B',
  credit_card_payment_status: 'A',
  credit_card_maxed_out: 'A',
  dti: 'B',
  normal_repayment: 'A',
  how_long_job: 'D',
  job_replace: 'B',
};

/** Revolving card debt and a middling income: level B. */
export const EXAMPLE_CREDIT_TRY_ANSWERS_B: CreditTryAnswers = {
  annual_income_ten_thousand: 'B',
  installment: 'C',
  credit_card_payment_status: 'B',
  credit_card_maxed_out: 'B',
  dti: 'C',
  normal_repayment: 'A',
  how_long_job: 'C',
  job_replace: 'C',
};
