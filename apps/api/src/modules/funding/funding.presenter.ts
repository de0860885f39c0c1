import {
  CHECKOUT_STUDENT_PROJECT_APP_TYPES,
  FUNDING_INVEST_MIN,
  checkoutConfirmations,
  LOAN_MARKET_STATUS_OPEN,
  displayLevel,
  fundingDaysLeft,
  fundingPercent,
  rouletteWinnerName,
  taipeiToday,
} from '@lendbridge/domain';
import type { ConsoleFundingProjectRow, FundingBacker, FundingProjectCard, FundingProjectDetail } from '@lendbridge/domain';
import type { BackerDbRow, ProjectDbRow } from './funding.queries.js';

/** Where the market serves a project's picture. */
export const fundingImageUrl = (imageId: string): string => `/api/funding/images/${imageId}`;

/** The loan still takes orders: listed, open, before its deadline, with at least the minimum left. */
export const isProjectOpen = (row: ProjectDbRow, now: Date): boolean =>
  row.loan_status === 'matching' &&
  row.market_status === LOAN_MARKET_STATUS_OPEN &&
  row.funding_deadline !== null &&
  row.funding_deadline.getTime() > now.getTime() &&
  row.amount - row.invested_amount >= FUNDING_INVEST_MIN;

/** The last business day the loan takes orders: the Taipei date of its funding deadline. */
export const targetDateOf = (row: ProjectDbRow): string => taipeiToday(row.funding_deadline ?? row.created_at);

export function presentCard(row: ProjectDbRow, now: Date): FundingProjectCard {
  const targetDate = targetDateOf(row);
  return {
    serial: row.serial,
    title: row.title,
    primary_loan_serial: row.loan_serial,
    expected_amount: row.amount,
    target_amount: row.invested_amount,
    precent: fundingPercent(row.invested_amount, row.amount),
    target_date: targetDate,
    days_left: fundingDaysLeft(targetDate, taipeiToday(now)),
    number_of_lenders: row.number_of_lenders,
    credit_level: displayLevel(row.grade) ?? row.grade,
    apr: row.apr,
    period: row.period,
    images: row.image_ids.map(fundingImageUrl),
    user: { member_serial: row.member_serial, name: row.display_name },
    likes: row.likes,
    liked: row.liked,
    open: isProjectOpen(row, now),
  };
}

/** A backer's name as the list shows it (陳先生), or none for one who chose to stay anonymous. */
const presentBacker = (row: BackerDbRow): FundingBacker => ({
  name: row.anonymous || !row.lastname ? null : rouletteWinnerName(row.lastname, row.gender ?? ''),
  amount: row.amount,
  invested_at: row.invested_at.toISOString(),
});

export function presentDetail(row: ProjectDbRow, backers: readonly BackerDbRow[], now: Date): FundingProjectDetail {
  const card = presentCard(row, now);
  return {
    ...card,
    detail: row.detail,
    usage_distribution: row.usage_distribution,
    interest: row.interest,
    personal_credit: row.personal_credit,
    company_credit: row.company_credit,
    mentor_comment: row.mentor_comment,
    video_ids: row.video_ids,
    amount_investable: card.open ? row.amount - row.invested_amount : 0,
    loan_updated_at: row.loan_updated_at.toISOString(),
    confirmations: checkoutConfirmations([
      { app_type: row.app_type, pgr: row.pgr, is_student_loan: (CHECKOUT_STUDENT_PROJECT_APP_TYPES as readonly string[]).includes(row.app_type) },
    ]),
    backers: backers.map(presentBacker),
  };
}

export const presentConsoleProject = (row: ProjectDbRow): ConsoleFundingProjectRow => ({
  id: row.id,
  serial: row.serial,
  primary_loan_serial: row.loan_serial,
  loan_status: row.loan_status,
  title: row.title,
  display_name: row.display_name,
  detail: row.detail,
  interest: row.interest,
  personal_credit: row.personal_credit,
  company_credit: row.company_credit,
  mentor_comment: row.mentor_comment,
  usage_distribution: row.usage_distribution,
  video_ids: row.video_ids,
  image_ids: row.upload_ids,
  promoted: row.promoted,
  promotion_order: row.promotion_order,
  popularity_order: row.popularity_order,
  expected_amount: row.amount,
  target_amount: row.invested_amount,
  number_of_lenders: row.number_of_lenders,
  likes: row.likes,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
