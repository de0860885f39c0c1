import { ROC_YEAR_OFFSET, ID_CARD_ISSUE_MIN_ROC_YEAR } from '../constants/loan.js';
import { toTaipeiYmd } from '../dates/business-date.js';
import { chooserDays, chooserMonths } from '../validators/date-chooser.js';
import {
  OPTIONS,
  optionLabel,
  optionValues,
  type Option,
  type OptionValue,
} from '../options/index.js';

export type LoanAppType = OptionValue<'loan_app_type'>;
export type LoanApplicationStatus = OptionValue<'loan_application_status'>;
export type LoanStatus = OptionValue<'loan_status'>;
export type PrincipalRepaymentType = OptionValue<'principal_repayment_type'>;
export type LoanPurpose = OptionValue<'loan_purpose'>;
export type LoanPurposeGroup = OptionValue<'loan_purpose_group'>;
export type PawnCollateralType = OptionValue<'pawn_collateral_type'>;
export type CollateralCategory = OptionValue<'collateral_category'>;
export type CompanySeniority = OptionValue<'company_seniority'>;
export type IdCardIssueSite = OptionValue<'id_card_issue_site'>;

/** Application types, in the order the lists show them. */
export const LOAN_APP_TYPES: readonly LoanAppType[] = optionValues('loan_app_type');

export const LOAN_APPLICATION_STATUSES: readonly LoanApplicationStatus[] =
  optionValues('loan_application_status');

export const LOAN_STATUSES: readonly LoanStatus[] = optionValues('loan_status');

export const PRINCIPAL_REPAYMENT_TYPES: readonly PrincipalRepaymentType[] =
  optionValues('principal_repayment_type');

const labelsOf = <V extends string>(options: readonly Option<V>[]): Readonly<Record<V, string>> =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<V, string>;

export const LOAN_APP_TYPE_LABELS = labelsOf<LoanAppType>(OPTIONS.loan_app_type);
export const LOAN_APPLICATION_STATUS_LABELS = labelsOf<LoanApplicationStatus>(
  OPTIONS.loan_application_status,
);
export const LOAN_STATUS_LABELS = labelsOf<LoanStatus>(OPTIONS.loan_status);
export const PRINCIPAL_REPAYMENT_TYPE_LABELS = labelsOf<PrincipalRepaymentType>(
  OPTIONS.principal_repayment_type,
);

/** The marketplace status of a loan open to lenders (the loan itself is matching, 媒合中). */
export const LOAN_MARKET_STATUS_OPEN = 'primary_unfinished';

/** A loan takes orders only while it is matching. */
export const isLoanOpenForInvesting = (status: LoanStatus): boolean => status === 'matching';

/** Only an application still being filled in may be edited. */
export const isApplicationEditable = (status: LoanApplicationStatus): boolean =>
  status === 'prepare';

/** application: prepare → submitted → reviewing → approved | rejected (DOMAIN.md "Loan life"). */
export const LOAN_APPLICATION_TRANSITIONS: Readonly<
  Record<LoanApplicationStatus, readonly LoanApplicationStatus[]>
> = {
  prepare: ['submitted'],
  submitted: ['reviewing'],
  reviewing: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/**
 * loan: rate_confirming → matching → funded | cancelled | expired; funded → repaying →
 * finished | cleared | overdue; overdue → repaying (caught up) | legal_collection | cleared.
 * A borrower who declines the rate cancels the loan.
 */
export const LOAN_TRANSITIONS: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = {
  rate_confirming: ['matching', 'cancelled'],
  matching: ['funded', 'cancelled', 'expired'],
  funded: ['repaying', 'cancelled'],
  cancelled: [],
  expired: [],
  repaying: ['overdue', 'finished', 'cleared'],
  overdue: ['repaying', 'legal_collection', 'cleared', 'finished'],
  legal_collection: ['finished', 'cleared'],
  finished: [],
  cleared: [],
};

export const canMoveApplication = (
  from: LoanApplicationStatus,
  to: LoanApplicationStatus,
): boolean => LOAN_APPLICATION_TRANSITIONS[from].includes(to);

export const canMoveLoan = (from: LoanStatus, to: LoanStatus): boolean =>
  LOAN_TRANSITIONS[from].includes(to);

/** loan.application_purpose_group: each group and the purposes it holds. */
export const LOAN_PURPOSE_GROUPS: Readonly<Record<LoanPurposeGroup, readonly LoanPurpose[]>> = {
  personal: [
    'wedding',
    'travel',
    'medical',
    'home_improvement',
    'vehicle',
    'consumer_goods',
    'family',
  ],
  study: ['tuition', 'living_expenses', 'further_study', 'study_abroad'],
  debt: ['debt_consolidation', 'credit_card_debt', 'loan_refinance'],
  business: ['startup', 'working_capital', 'equipment', 'agriculture'],
  other: ['emergency', 'guarantor', 'other'],
};

/** The purpose reserved for guarantor applications. */
export const GUARANTOR_PURPOSE: LoanPurpose = 'guarantor';

export interface LoanPurposeGroupOption extends Option<LoanPurposeGroup> {
  readonly purposes: readonly Option<LoanPurpose>[];
}

const purposeOption = (value: LoanPurpose): Option<LoanPurpose> => ({
  value,
  label: optionLabel('loan_purpose', value) ?? value,
});

/**
 * The loan.application_purpose_group attribute: groups with their purposes, Chinese labels.
 * The guarantor purpose is offered only to guarantor applications.
 */
export const loanPurposeGroupOptions = (appType?: LoanAppType): LoanPurposeGroupOption[] =>
  OPTIONS.loan_purpose_group.map((group) => ({
    value: group.value,
    label: group.label,
    purposes: LOAN_PURPOSE_GROUPS[group.value]
      .filter((purpose) => purpose !== GUARANTOR_PURPOSE || appType === 'guarantor')
      .map(purposeOption),
  }));

/** Pawn collateral categories: boutique (watch, bag, jewelry), vehicle, gold, house. */
export const PAWN_COLLATERAL_CATEGORIES: Readonly<
  Record<CollateralCategory, readonly PawnCollateralType[]>
> = {
  boutique: ['watch', 'bag', 'jewelry'],
  vehicle: ['motorcycle', 'car'],
  gold: ['gold'],
  house: ['house'],
};

export const pawnCollateralCategory = (type: PawnCollateralType): CollateralCategory =>
  (Object.keys(PAWN_COLLATERAL_CATEGORIES) as CollateralCategory[]).find((category) =>
    PAWN_COLLATERAL_CATEGORIES[category].includes(type),
  ) ?? 'boutique';

export const isBoutiqueCollateral = (type: PawnCollateralType): boolean =>
  PAWN_COLLATERAL_CATEGORIES.boutique.includes(type);

/** The add-ons a pawn collateral may come with: original box, guarantee, purchase proof. */
export const PAWN_COLLATERAL_ADD_ONS = ['original_pack', 'guarantee', 'purchase_proof'] as const;
export type PawnCollateralAddOn = (typeof PAWN_COLLATERAL_ADD_ONS)[number];

/** The add-ons a collateral may come with (which types ask for which: PAWN_COLLATERAL_CATEGORY_DETAILS). */
export const PAWN_COLLATERAL_ADD_ON_LABELS: Readonly<Record<PawnCollateralAddOn, string>> = {
  original_pack: '原廠包裝盒',
  guarantee: '保證書',
  purchase_proof: '購買證明',
};

/** Seniority ranges under one year: the previous employer is asked for as well. */
export const UNDER_ONE_YEAR_SENIORITIES: readonly CompanySeniority[] = [
  'under_3_months',
  '3_to_6_months',
  '6_to_12_months',
];

/** True when seniority is under one year or not given: ex-company fields are then required. */
export const needsExCompany = (seniority: string | undefined): boolean =>
  seniority === undefined ||
  seniority === '' ||
  (UNDER_ONE_YEAR_SENIORITIES as readonly string[]).includes(seniority);

/**
 * The city each ID-card issue site (發證地點) belongs to today, so the list can be grouped by
 * city; the former counties 北縣, 中縣, 南縣, 高縣 and 桃縣 now belong to the special municipalities.
 */
export const ID_CARD_ISSUE_SITE_CITIES: Readonly<Record<IdCardIssueSite, string>> = {
  '63000': '臺北市',
  '65000': '新北市',
  '68000': '桃園市',
  '66000': '臺中市',
  '67000': '臺南市',
  '64000': '高雄市',
  '10001': '新北市',
  '10002': '宜蘭縣',
  '10003': '桃園市',
  '10004': '新竹縣',
  '10005': '苗栗縣',
  '10006': '臺中市',
  '10007': '彰化縣',
  '10008': '南投縣',
  '10009': '雲林縣',
  '10010': '嘉義縣',
  '10011': '臺南市',
  '10012': '高雄市',
  '10013': '屏東縣',
  '10014': '臺東縣',
  '10015': '花蓮縣',
  '10016': '澎湖縣',
  '10017': '基隆市',
  '10018': '新竹市',
  '10020': '嘉義市',
  '09007': '連江縣',
  '09020': '金門縣',
};

export interface IssueSiteCityGroup {
  readonly city: string;
  readonly sites: readonly Option<IdCardIssueSite>[];
}

/** The issue sites grouped by today's city, in the order of the option list. */
export const idCardIssueSitesByCity = (): IssueSiteCityGroup[] => {
  const groups = new Map<string, Option<IdCardIssueSite>[]>();
  for (const site of OPTIONS.id_card_issue_site) {
    const city = ID_CARD_ISSUE_SITE_CITIES[site.value];
    groups.set(city, [...(groups.get(city) ?? []), site]);
  }
  return [...groups].map(([city, sites]) => ({ city, sites }));
};

export const toRocYear = (gregorianYear: number): number => gregorianYear - ROC_YEAR_OFFSET;
export const fromRocYear = (rocYear: number): number => rocYear + ROC_YEAR_OFFSET;

/** Issue years offered (ROC years), from the current card design up to this year in Taiwan. */
export const idCardIssueYears = (today: Date = new Date()): string[] => {
  const current = toRocYear(toTaipeiYmd(today).year);
  const years: string[] = [];
  for (let year = current; year >= ID_CARD_ISSUE_MIN_ROC_YEAR; year -= 1) years.push(String(year));
  return years;
};

export const idCardIssueMonths = (): string[] => chooserMonths();

/** Days of an ROC year and month. */
export const idCardIssueDays = (rocYear: number | string, month: number | string): string[] =>
  chooserDays(fromRocYear(Number(rocYear)), month);

export interface CreditCardBank {
  readonly code: string;
  readonly name: string;
}

/** Credit-card issuers: the bank codes list at runtime, as select options (code and name). */
export const creditCardBankOptions = (banks: readonly CreditCardBank[]): Option[] =>
  banks.map((bank) => ({ value: bank.code, label: `${bank.code} ${bank.name}` }));
