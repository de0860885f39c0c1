import {
  INVEST_MIN_AMOUNT,
  LOAN_MARKET_STATUS_OPEN,
  PAWN_COLLATERAL_ADD_ONS,
  QUESTION_SERIAL_VISIBLE_CHARS,
  ageOn,
  displayLevel,
  isMarketTab,
  isMarketSource,
  marketTypeGroupOf,
  parseYmd,
} from '@lendbridge/domain';
import { investedProgress } from '@lendbridge/domain/money';
import type {
  BorrowerFacts,
  GalleryKind,
  LoanAppType,
  LoanStatus,
  MarketCollateral,
  MarketCommoditySet,
  MarketCreditRecord,
  MarketFarmerDetail,
  MarketGalleryImage,
  MarketLoanCard,
  MarketQuestion,
  PaymentInGoods,
  PrincipalRepaymentType,
} from '@lendbridge/domain';

/** A loan row of the market queries (CARD_COLUMNS). */
export interface CardRow {
  id: number;
  serial: string;
  app_type: LoanAppType;
  market_tab: string | null;
  source: string;
  amount: number;
  apr: string;
  period: number;
  principal_repayment_type: PrincipalRepaymentType;
  grade: string;
  pgr: string;
  lender_fee: string;
  discount_lender_fee: string | null;
  min_discount_order_amount: number | null;
  invested_amount: number;
  status: LoanStatus;
  market_status: string | null;
  rate_confirmed_at: Date | null;
  funding_deadline: Date | null;
  updated_at: Date;
  borrower_id: number;
  purpose: string | null;
  fast_apply: boolean;
  has_collaterals: boolean;
  is_read: boolean;
}

/** Open to orders: listed, within its funding deadline, with something left to invest. */
export const isInvestable = (row: CardRow, now: Date): boolean =>
  row.status === 'matching' &&
  row.market_status === LOAN_MARKET_STATUS_OPEN &&
  row.funding_deadline !== null &&
  row.funding_deadline.getTime() > now.getTime() &&
  row.amount - row.invested_amount >= INVEST_MIN_AMOUNT;

/** The card of a listed loan: terms and funding, nothing about the borrower. */
export function presentCard(row: CardRow, viewerId: number | null, now: Date): MarketLoanCard {
  const investable = row.amount - row.invested_amount;
  return {
    serial: row.serial,
    is_read: row.is_read,
    app_type: row.app_type,
    type_group: marketTypeGroupOf(row.app_type, row.fast_apply) ?? null,
    tab: isMarketTab(row.market_tab) ? row.market_tab : null,
    source: isMarketSource(row.source) ? row.source : 'complex',
    amount: row.amount,
    apr: row.apr,
    period: row.period,
    principal_repayment_type: row.principal_repayment_type,
    grade: row.grade,
    credit_level: displayLevel(row.grade) ?? null,
    pgr: row.pgr,
    is_student_loan: row.app_type === 'student',
    exist_collaterals: row.has_collaterals,
    lender_fee: row.lender_fee,
    discount_lender_fee: row.discount_lender_fee,
    min_discount_order_amount: row.min_discount_order_amount,
    invested_amount: row.invested_amount,
    amount_investable: investable,
    investable_amount: investable,
    invested_progress: investedProgress(row.invested_amount, row.amount),
    status: row.market_status,
    loan_status: row.status,
    purpose: row.purpose,
    listed_at: row.rate_confirmed_at?.toISOString() ?? null,
    funding_deadline: row.funding_deadline?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    can_invest: isInvestable(row, now) && row.borrower_id !== viewerId,
  };
}

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

export interface BorrowerRow {
  member_type: string | null;
  gender: string | null;
  birthday: string | null;
  marriage_status: string | null;
  children_count: string | null;
  city: string | null;
  education_level: string | null;
  house_type: string | null;
  profile: unknown;
}

/**
 * The borrower as lenders see them: the member's gender, age, family, city, schooling and housing,
 * and the work and assets stated in the application. Names, identity numbers, addresses beyond the
 * city, the employer's name and every contact stay out.
 */
export function presentBorrower(row: BorrowerRow, now: Date): BorrowerFacts {
  const profile = asRecord(row.profile);
  const born = row.birthday === null ? null : parseYmd(row.birthday);
  return {
    member_type: row.member_type,
    gender: row.gender,
    age: born === null ? null : ageOn(born, now),
    marriage_status: row.marriage_status,
    children_count: row.children_count,
    city: row.city,
    education_level: text(profile.education_level) ?? row.education_level,
    house_type: row.house_type,
    company_type: text(profile.company_type) ?? text(profile.company_main_type),
    company_title: text(profile.company_title) ?? text(profile.company_main_title),
    company_seniority: text(profile.company_seniority),
    company_income_ten_thousand: whole(profile.company_income),
    company_salary_pay_way: text(profile.company_salary_pay_way),
    credit_card_count: whole(profile.credit_card_count),
    house_count: whole(profile.house_count),
    car_count: whole(profile.car_count),
    school_name: text(profile.school_name),
    school_dept_name: text(profile.school_dept_name),
    school_grade: text(profile.school_grade),
  };
}

/** A collateral without its street address: what it is, its add-ons and value, city and district. */
export function presentCollateral(value: unknown): MarketCollateral {
  const collateral = asRecord(value);
  const details = asRecord(collateral.details);
  const place = asRecord(details.realty_address);
  return {
    type: text(collateral.type) ?? '',
    brand: text(details.brand),
    model: text(details.type),
    description: text(details.description),
    expect_value_10k: whole(details.expect_value_10k),
    add_ons: PAWN_COLLATERAL_ADD_ONS.filter((addOn) => details[addOn] === true),
    city: text(place.city),
    district: text(place.district),
    house_age: whole(details.house_age),
    house_type: text(details.house_type),
    parking_space: typeof collateral.parking_space === 'boolean' ? collateral.parking_space : null,
  };
}

/** An asker's member serial with only its first characters shown. */
export const maskSerial = (serial: string): string =>
  serial.slice(0, QUESTION_SERIAL_VISIBLE_CHARS) + '*'.repeat(Math.max(0, serial.length - QUESTION_SERIAL_VISIBLE_CHARS));

export interface QuestionRow {
  id: number;
  title: string;
  description: string | null;
  replied_at: Date | null;
  created_at: Date;
  user_id: number;
  member_serial: string;
}

export function presentQuestion(row: QuestionRow, viewerId: number | null): MarketQuestion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    user_serial: maskSerial(row.member_serial),
    visible: row.replied_at !== null,
    is_mine: row.user_id === viewerId,
    created_at: row.created_at.toISOString(),
    replied_at: row.replied_at?.toISOString() ?? null,
  };
}

/** A loan_farmer_profiles row (lat and lng are NUMERIC, read as text). */
export interface FarmerProfileRow {
  produce_situation: string;
  place_of_origin: string;
  lat: string | null;
  lng: string | null;
  payment_in_goods: PaymentInGoods;
}

export interface CommoditySetRow {
  id: number;
  name: string;
  description: string;
  amount: number;
}

export interface GalleryImageRow {
  id: number;
  kind: GalleryKind;
  caption: string;
  upload_id: string;
}

export interface CreditRecordRow {
  id: number;
  institution: string;
  kind: string;
  balance_thousand: number;
}

export const presentCommoditySet = (row: CommoditySetRow): MarketCommoditySet => ({
  id: row.id,
  name: row.name,
  description: row.description,
  amount: row.amount,
});

/** Where the market serves a gallery image to everyone who may see the loan. */
export const galleryImageUrl = (row: GalleryImageRow): string => `/api/market-place/gallery/${row.id}`;

/** Where staff read the upload behind a gallery image, whether or not the market shows the loan. */
export const galleryUploadUrl = (row: GalleryImageRow): string => `/api/uploads/${row.upload_id}`;

/** A gallery image at the URL the audience reads it from (the market's, unless given). */
export const presentGalleryImage = (row: GalleryImageRow, urlOf: (row: GalleryImageRow) => string = galleryImageUrl): MarketGalleryImage => ({
  id: row.id,
  kind: row.kind,
  url: urlOf(row),
  caption: row.caption,
});

export const presentCreditRecord = (row: CreditRecordRow): MarketCreditRecord => ({
  id: row.id,
  institution: row.institution,
  kind: row.kind,
  balance_thousand: row.balance_thousand,
});

/** The farmer section: the profile with its position (when set), commodity sets and gallery. */
export function presentFarmer(
  profile: FarmerProfileRow,
  sets: CommoditySetRow[],
  gallery: GalleryImageRow[],
  imageUrl: (row: GalleryImageRow) => string = galleryImageUrl,
): MarketFarmerDetail {
  return {
    produce_situation: profile.produce_situation,
    place_of_origin: profile.place_of_origin,
    place_of_origin_geo: profile.lat === null || profile.lng === null ? null : { lat: Number(profile.lat), lng: Number(profile.lng) },
    payment_in_goods: profile.payment_in_goods,
    loan_commodity_sets: sets.map(presentCommoditySet),
    gallery: gallery.map((row) => presentGalleryImage(row, imageUrl)),
  };
}
