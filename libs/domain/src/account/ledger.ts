import type { AccountSumKey } from '../account-screens/constants.js';
import type { RoboProduct } from '../robo/constants.js';

/**
 * The accounts of the double-entry ledger. Every member has a cash account (可用餘額) and a
 * locked account (圈存: money set aside for pending withdrawals and orders waiting for funding).
 * The platform has five: the bank (the outside world, which balances deposits and withdrawals
 * and is the only account allowed below zero), the platform's income, the protection fund, the
 * marketing budget that campaigns pay cashback from, and the repayment transit account, through which a borrower's payment passes to the lenders (it
 * is filled and emptied in the same transaction, so it is 0 between transactions).
 * Each account's balance is credits minus debits, so the sum of all balances is always 0.
 */
export const USER_LEDGER_ACCOUNT_KINDS = ['user_cash', 'user_locked', 'robo_stable', 'robo_vip', 'shop_payable'] as const;
export type UserLedgerAccountKind = (typeof USER_LEDGER_ACCOUNT_KINDS)[number];

/**
 * A member's robo cash, one account per robo product: money transferred in and not yet invested,
 * and what the robo-held parts pay back until the engine invests it again.
 */
export const ROBO_LEDGER_ACCOUNT_KINDS = ['robo_stable', 'robo_vip'] as const satisfies readonly UserLedgerAccountKind[];
export type RoboLedgerAccountKind = (typeof ROBO_LEDGER_ACCOUNT_KINDS)[number];

export const ROBO_LEDGER_ACCOUNT_KIND_OF: Readonly<Record<RoboProduct, RoboLedgerAccountKind>> = {
  stable: 'robo_stable',
  vip: 'robo_vip',
};

export const isRoboLedgerAccountKind = (kind: string): kind is RoboLedgerAccountKind =>
  (ROBO_LEDGER_ACCOUNT_KINDS as readonly string[]).includes(kind);

export const PLATFORM_LEDGER_ACCOUNT_KINDS = ['bank', 'platform_income', 'protection_fund', 'repayment_transit', 'marketing'] as const;
export type PlatformLedgerAccountKind = (typeof PLATFORM_LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_ACCOUNT_KINDS = [...USER_LEDGER_ACCOUNT_KINDS, ...PLATFORM_LEDGER_ACCOUNT_KINDS] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The only account whose balance may go below zero: money that left for, or came from, banks. */
export const NEGATIVE_BALANCE_ACCOUNT_KIND: LedgerAccountKind = 'bank';

export const LEDGER_ACCOUNT_LABELS: Readonly<Record<LedgerAccountKind, string>> = {
  user_cash: '可用餘額',
  user_locked: '圈存金額',
  bank: '銀行往來',
  platform_income: '平台收入',
  protection_fund: '保障基金',
  repayment_transit: '還款代收',
  marketing: '行銷預算',
  robo_stable: '穩健型智能投資',
  robo_vip: 'VIP 穩健型智能投資',
  shop_payable: '商城待撥款',
};

/** Why money sits in a member's locked account (user_lock_amount_detail). */
export const LOCK_TYPES = ['withdraw', 'invest', 'legal'] as const;
export type LockType = (typeof LOCK_TYPES)[number];

export const LOCK_TYPE_LABELS: Readonly<Record<LockType, string>> = {
  withdraw: '提領處理中',
  invest: '投標圈存',
  legal: '法律催收圈存',
};

/** Where a statement row links to: /investment/{case}, /loan/{case} (or /group-loan/{case}). */
export type SubjectLink = 'investment' | 'loan' | null;

export interface LedgerSubject {
  readonly chinese_name: string;
  /** The sum of the amount overview and the category of the statement filter it belongs to. */
  readonly category: AccountSumKey;
  readonly link: SubjectLink;
}

/**
 * The statement subjects (科目): what a movement of a member's cash account is called. The key is
 * the subject's english_name, the value sent back in subjects[] to filter the statement.
 */
export const LEDGER_SUBJECTS = {
  deposit: { chinese_name: '儲值入帳', category: 'transferIn', link: null },
  withdraw: { chinese_name: '提領', category: 'transferOut', link: null },
  withdraw_fee: { chinese_name: '提領手續費', category: 'transferOut', link: null },
  withdraw_refund: { chinese_name: '提領退回', category: 'transferIn', link: null },
  withdraw_fee_refund: { chinese_name: '提領手續費退回', category: 'transferIn', link: null },
  monthly_settlement: { chinese_name: '月結撥款', category: 'transferOut', link: null },
  invest: { chinese_name: '出借扣款', category: 'paidPrinciple', link: 'investment' },
  invest_refund: { chinese_name: '出借退款', category: 'transferIn', link: 'investment' },
  loan_disbursement: { chinese_name: '借款撥款', category: 'transferIn', link: 'loan' },
  borrower_fee: { chinese_name: '借款手續費', category: 'paidRepayment', link: 'loan' },
  repayment: { chinese_name: '繳納月付金', category: 'paidRepayment', link: 'loan' },
  penalty: { chinese_name: '繳納逾期違約金', category: 'paidRepayment', link: 'loan' },
  clearing_fee: { chinese_name: '提前清償手續費', category: 'paidRepayment', link: 'loan' },
  principal_income: { chinese_name: '回收本金', category: 'receiveIncome', link: 'investment' },
  interest_income: { chinese_name: '回收利息', category: 'receiveIncome', link: 'investment' },
  penalty_income: { chinese_name: '違約金收入', category: 'receiveIncome', link: 'investment' },
  protection_payout: { chinese_name: '保障金理賠', category: 'receiveIncome', link: 'investment' },
  lender_fee: { chinese_name: '出借服務費', category: 'transferOut', link: 'investment' },
  campaign_reward: { chinese_name: '活動獎勵', category: 'receiveIncome', link: null },
  referral_reward: { chinese_name: '推薦獎勵', category: 'receiveIncome', link: null },
  loan_cancel_fee: { chinese_name: '下架手續費', category: 'paidRepayment', link: 'loan' },
  legal_fee: { chinese_name: '法律催收預付費用', category: 'transferOut', link: null },
  legal_fee_refund: { chinese_name: '法律催收費用退還', category: 'transferIn', link: null },
  pawn_storage_fee: { chinese_name: '倉棧費', category: 'paidRepayment', link: 'loan' },
  pawn_storage_fee_income: { chinese_name: '倉棧費收入', category: 'receiveIncome', link: 'loan' },
  pawn_platform_fee: { chinese_name: '典當平台服務費', category: 'paidRepayment', link: 'loan' },
  robo_transfer: { chinese_name: '轉入智能投資', category: 'transferOut', link: null },
  robo_sale_proceeds: { chinese_name: '智能投資售出入帳', category: 'transferIn', link: null },
  resale_purchase: { chinese_name: '承接債權', category: 'paidPrinciple', link: null },
  resale_proceeds: { chinese_name: '債權轉讓價款', category: 'receiveIncome', link: null },
  resale_fee: { chinese_name: '債權轉讓手續費', category: 'transferOut', link: 'investment' },
  crowdfunding_payment: { chinese_name: '募資贊助付款', category: 'transferOut', link: null },
  crowdfunding_income: { chinese_name: '募資贊助收入', category: 'receiveIncome', link: null },
  shop_payment: { chinese_name: '商城訂單付款', category: 'transferOut', link: null },
  shop_instalment: { chinese_name: '商城分期扣款', category: 'transferOut', link: null },
  shop_refund: { chinese_name: '商城訂單退款', category: 'transferIn', link: null },
  shop_income: { chinese_name: '商城銷售撥款', category: 'receiveIncome', link: null },
} as const satisfies Readonly<Record<string, LedgerSubject>>;
export type LedgerSubjectName = keyof typeof LEDGER_SUBJECTS;
export const LEDGER_SUBJECT_NAMES = Object.keys(LEDGER_SUBJECTS) as LedgerSubjectName[];

export const isLedgerSubjectName = (value: string): value is LedgerSubjectName =>
  Object.prototype.hasOwnProperty.call(LEDGER_SUBJECTS, value);

/** What a transfer kind names as one end: an account kind, or 'robo' for the robo cash of either product. */
export type RuleAccountKind = LedgerAccountKind | 'robo';

/** Whether an account of this kind may stand at an end the rule names. */
export const ruleAccountMatches = (rule: RuleAccountKind, kind: LedgerAccountKind): boolean =>
  rule === kind || (rule === 'robo' && isRoboLedgerAccountKind(kind));

export interface TransferKindRule {
  /** The account kind debited. */
  readonly from: RuleAccountKind;
  /** The account kind credited. */
  readonly to: RuleAccountKind;
  /** Both ends belong to the same member (moving between their own cash and locked money). */
  readonly sameUser?: boolean;
  /** The statement subject when the debited account is a member's cash account. */
  readonly debitSubject?: LedgerSubjectName;
  /** The statement subject when the credited account is a member's cash account. */
  readonly creditSubject?: LedgerSubjectName;
  /** The lock the movement fills (credit) or empties (debit) when it touches a locked account. */
  readonly lockType?: LockType;
}

/**
 * Every kind of transfer the ledger accepts, with the accounts it moves money between. The
 * ledger refuses a transfer whose accounts do not match its kind.
 */
export const TRANSFER_KINDS = {
  /** A bank transfer into the member's virtual account. */
  deposit: { from: 'bank', to: 'user_cash', creditSubject: 'deposit' },
  /** A withdrawal request sets its amount after fee aside until it is paid out or refused. */
  withdrawal_hold: { from: 'user_cash', to: 'user_locked', sameUser: true, debitSubject: 'withdraw', lockType: 'withdraw' },
  /** The withdrawal fee, taken from the amount asked for. */
  withdrawal_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'withdraw_fee' },
  /** The money leaves for the member's bound bank account. */
  withdrawal_payout: { from: 'user_locked', to: 'bank', lockType: 'withdraw' },
  /** A refused withdrawal: the money set aside comes back. */
  withdrawal_release: { from: 'user_locked', to: 'user_cash', sameUser: true, creditSubject: 'withdraw_refund', lockType: 'withdraw' },
  /** A refused withdrawal: its fee comes back. */
  withdrawal_fee_refund: { from: 'platform_income', to: 'user_cash', creditSubject: 'withdraw_fee_refund' },
  /** The monthly settlement of a balance above the threshold to the bound bank account. */
  monthly_settlement: { from: 'user_cash', to: 'bank', debitSubject: 'monthly_settlement' },
  /** An order paid from the balance waits, locked, for the loan to be funded. */
  invest_hold: { from: 'user_cash', to: 'user_locked', sameUser: true, debitSubject: 'invest', lockType: 'invest' },
  /** The loan was cancelled or expired: the order's money comes back. */
  invest_release: { from: 'user_locked', to: 'user_cash', sameUser: true, creditSubject: 'invest_refund', lockType: 'invest' },
  /** The loan is disbursed: a lender's locked money goes to the borrower. */
  invest_disburse: { from: 'user_locked', to: 'user_cash', creditSubject: 'loan_disbursement', lockType: 'invest' },
  borrower_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'borrower_fee' },
  /** The share of the borrower fee set aside for the protection fund. */
  protection_provision: { from: 'platform_income', to: 'protection_fund' },
  /** The borrower's installment (principal and interest) is collected, once per payment. */
  repayment_collect: { from: 'user_cash', to: 'repayment_transit', debitSubject: 'repayment' },
  /** The borrower's late penalty is collected. */
  penalty_collect: { from: 'user_cash', to: 'repayment_transit', debitSubject: 'penalty' },
  /** A lender's share of the collected principal. */
  repayment_principal: { from: 'repayment_transit', to: 'user_cash', creditSubject: 'principal_income' },
  /** A lender's share of the collected interest. */
  repayment_interest: { from: 'repayment_transit', to: 'user_cash', creditSubject: 'interest_income' },
  /** A lender's share of the collected penalty. */
  penalty: { from: 'repayment_transit', to: 'user_cash', creditSubject: 'penalty_income' },
  /** The lender fee kept from what a lender receives. */
  lender_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'lender_fee' },
  clearing_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'clearing_fee' },
  protection_payout: { from: 'protection_fund', to: 'user_cash', creditSubject: 'protection_payout' },
  /** A campaign's cashback budget, set aside from the company's bank account when staff fund the campaign. */
  marketing_funding: { from: 'bank', to: 'marketing' },
  /** A budget lowered by staff: what was set aside and not spent goes back to the bank account. */
  marketing_refund: { from: 'marketing', to: 'bank' },
  /** Cashback (a roulette prize, a cashback code, a reached tier) paid from the marketing budget. */
  campaign_reward: { from: 'marketing', to: 'user_cash', creditSubject: 'campaign_reward' },
  /** The referral reward (member-get-member) paid from the marketing budget. */
  referral_reward: { from: 'marketing', to: 'user_cash', creditSubject: 'referral_reward' },
  /** The borrower withdraws (下架) a loan lenders had committed money to. */
  loan_cancel_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'loan_cancel_fee' },
  /** A legal collection request sets its prepaid court fee aside. */
  legal_fee_hold: { from: 'user_cash', to: 'user_locked', sameUser: true, debitSubject: 'legal_fee', lockType: 'legal' },
  /** A legal collection request cancelled while pending: its court fee comes back. */
  legal_fee_release: { from: 'user_locked', to: 'user_cash', sameUser: true, creditSubject: 'legal_fee_refund', lockType: 'legal' },
  /** The held court fee is paid to the court when the case goes to court. */
  legal_fee_payment: { from: 'user_locked', to: 'bank', lockType: 'legal' },
  /** A redeemed pawn's storage fee (倉棧費): from the borrower to the pawnshop that holds the pledge. */
  pawn_storage_fee: { from: 'user_cash', to: 'user_cash', debitSubject: 'pawn_storage_fee', creditSubject: 'pawn_storage_fee_income' },
  /** A redeemed pawn's platform fee (lnb_fee): from the borrower to the platform. */
  pawn_platform_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'pawn_platform_fee' },
  /** The internal transfer (POST internal-withdraw): the member's cash goes to their robo cash. */
  robo_transfer_in: { from: 'user_cash', to: 'robo', sameUser: true, debitSubject: 'robo_transfer' },
  /** The robo engine orders a part of a loan: robo cash waits, locked, for the loan to be funded. */
  robo_invest_hold: { from: 'robo', to: 'user_locked', sameUser: true, lockType: 'invest' },
  /** A loan the robo engine ordered was cancelled or expired: the money returns to the robo cash. */
  robo_invest_release: { from: 'user_locked', to: 'robo', sameUser: true, lockType: 'invest' },
  /** A robo-held part's share of the collected principal, interest and penalty, back to the robo cash. */
  robo_principal: { from: 'repayment_transit', to: 'robo' },
  robo_interest: { from: 'repayment_transit', to: 'robo' },
  robo_penalty: { from: 'repayment_transit', to: 'robo' },
  /** The protection fund pays a robo-held part of a late pgr loan. */
  robo_protection_payout: { from: 'protection_fund', to: 'robo' },
  /** The monthly robo lender fee (robo_invest_monthly_lender_fee). */
  robo_fee: { from: 'robo', to: 'platform_income' },
  /** Another robo account buys a part of a robo sale at its remaining principal: buyer's robo cash to the seller's. */
  robo_sale_purchase: { from: 'robo', to: 'robo' },
  /** A robo sale is met: its amount less the sell fee leaves the robo cash for the collection account. */
  robo_sale_proceeds: { from: 'robo', to: 'user_cash', sameUser: true, creditSubject: 'robo_sale_proceeds' },
  /** The sell fee of a robo sale, by holding time. */
  robo_sell_fee: { from: 'robo', to: 'platform_income' },
  /** A resale (債權轉讓): the buyer pays the seller the price and the accrued interest of the current period. */
  resale_payment: { from: 'user_cash', to: 'user_cash', debitSubject: 'resale_purchase', creditSubject: 'resale_proceeds' },
  /** A resale's fee: from the seller to the platform. */
  resale_fee: { from: 'user_cash', to: 'platform_income', debitSubject: 'resale_fee' },
  /** A crowdfunding period paid from the backer's balance: the backer's cash to the project owner's. */
  crowdfunding_balance_payment: { from: 'user_cash', to: 'user_cash', debitSubject: 'crowdfunding_payment', creditSubject: 'crowdfunding_income' },
  /** A crowdfunding period paid by an approved card payment: from the card acquirer (the bank) to the project owner's cash. */
  crowdfunding_card_payment: { from: 'bank', to: 'user_cash', creditSubject: 'crowdfunding_income' },
  /** A shop order paid from the buyer's balance: the buyer's cash to the seller's payable, held until the buyer confirms receipt. */
  shop_order_payment: { from: 'user_cash', to: 'shop_payable', debitSubject: 'shop_payment' },
  /** A pay-later instalment of a shop order collected by the daily batch: the buyer's cash to the seller's payable. */
  shop_instalment_payment: { from: 'user_cash', to: 'shop_payable', debitSubject: 'shop_instalment' },
  /** The buyer confirmed receipt: what the order brought into the seller's payable is paid out to the seller's cash. */
  shop_payout: { from: 'shop_payable', to: 'user_cash', sameUser: true, creditSubject: 'shop_income' },
  /** A cancelled shop order: what the buyer paid comes back from the seller's payable. */
  shop_refund: { from: 'shop_payable', to: 'user_cash', creditSubject: 'shop_refund' },
} as const satisfies Readonly<Record<string, TransferKindRule>>;
export type TransferKind = keyof typeof TRANSFER_KINDS;
export const TRANSFER_KIND_NAMES = Object.keys(TRANSFER_KINDS) as TransferKind[];

export const transferKindRule = (kind: TransferKind): TransferKindRule => TRANSFER_KINDS[kind];

export const isTransferKind = (value: string): value is TransferKind =>
  Object.prototype.hasOwnProperty.call(TRANSFER_KINDS, value);

/** Which side of a transfer a member's cash account is on. */
export type LedgerSide = 'debit' | 'credit';

/** The subject of a cash movement: the kind seen from the debited or the credited side. */
export const subjectOf = (kind: TransferKind, side: LedgerSide): LedgerSubjectName | undefined => {
  const rule: TransferKindRule = TRANSFER_KINDS[kind];
  return side === 'debit' ? rule.debitSubject : rule.creditSubject;
};

/** The transfer kinds (with their side) that a subject stands for, for filtering a statement. */
export const kindsOfSubject = (subject: LedgerSubjectName): { kind: TransferKind; side: LedgerSide }[] =>
  TRANSFER_KIND_NAMES.flatMap((kind) => {
    const sides: { kind: TransferKind; side: LedgerSide }[] = [];
    if (subjectOf(kind, 'debit') === subject) sides.push({ kind, side: 'debit' });
    if (subjectOf(kind, 'credit') === subject) sides.push({ kind, side: 'credit' });
    return sides;
  });

/** The subjects of a category, in catalogue order. */
export const subjectsOfCategory = (category: AccountSumKey): LedgerSubjectName[] =>
  LEDGER_SUBJECT_NAMES.filter((name) => LEDGER_SUBJECTS[name].category === category);

/** The link of a statement row about a case: /investment/{case}, /loan/{case} or /group-loan/{case}. */
export const subjectLinkOf = (subject: LedgerSubjectName, caseSerial: string | null, groupLoan: boolean): string | null => {
  const link: SubjectLink = LEDGER_SUBJECTS[subject].link;
  if (link === null || caseSerial === null || caseSerial === '') return null;
  if (link === 'investment') return `/investment/${caseSerial}`;
  return groupLoan ? `/group-loan/${caseSerial}` : `/loan/${caseSerial}`;
};
