import { ROBO_LEDGER_ACCOUNT_KIND_OF } from '@lendbridge/domain';
import type { PlatformLedgerAccountKind, RoboProduct, TransferKind, UserLedgerAccountKind } from '@lendbridge/domain';

/** A member's own ledger account. */
export interface UserAccountRef {
  readonly kind: UserLedgerAccountKind;
  readonly userId: number;
}

/** One of the platform's accounts (there is one of each). */
export interface PlatformAccountRef {
  readonly kind: PlatformLedgerAccountKind;
}

export type AccountRef = UserAccountRef | PlatformAccountRef;

/** The member's cash: what they can invest or withdraw (可用餘額). */
export const userCash = (userId: number): UserAccountRef => ({ kind: 'user_cash', userId });

/** The member's locked money: pending withdrawals and orders waiting for funding (圈存). */
export const userLocked = (userId: number): UserAccountRef => ({ kind: 'user_locked', userId });

/** The member's robo cash of a product: transferred in or paid back, not yet invested by the engine. */
export const roboCash = (userId: number, product: RoboProduct): UserAccountRef => ({ kind: ROBO_LEDGER_ACCOUNT_KIND_OF[product], userId });

/** A shop seller's payable: what buyers paid for the seller's orders, held until the buyer confirms receipt. */
export const shopPayable = (userId: number): UserAccountRef => ({ kind: 'shop_payable', userId });

/** The platform's accounts: the bank (the outside world), its income, the protection fund, the repayment transit and the marketing budget. */
export const PLATFORM = {
  bank: { kind: 'bank' },
  income: { kind: 'platform_income' },
  protectionFund: { kind: 'protection_fund' },
  repaymentTransit: { kind: 'repayment_transit' },
  marketing: { kind: 'marketing' },
} as const satisfies Readonly<Record<string, PlatformAccountRef>>;

export const isUserAccount = (ref: AccountRef): ref is UserAccountRef => 'userId' in ref;

export const describeAccount = (ref: AccountRef): string => (isUserAccount(ref) ? `${ref.kind}:${ref.userId}` : ref.kind);

/** Where the money of an investment goes back to, and the transfer kinds that take it there. */
export interface LenderPayout {
  readonly to: UserAccountRef;
  readonly principal: TransferKind;
  readonly interest: TransferKind;
  readonly penalty: TransferKind;
  readonly protection: TransferKind;
  readonly release: TransferKind;
  readonly fee: TransferKind;
}

/** An investment as its payouts need it: its lender and, for a part the robo engine bought, its robo product. */
export interface PayoutInvestment {
  readonly user_id: number;
  readonly robo_product: RoboProduct | null;
}

/**
 * A manual investment pays its lender's cash (principal_income …, the lender fee from that cash);
 * a robo-held part pays the robo cash of its product, which the engine invests again, and its fee
 * is the robo lender fee.
 */
export const lenderPayoutOf = (investment: PayoutInvestment): LenderPayout =>
  investment.robo_product === null
    ? {
        to: userCash(investment.user_id),
        principal: 'repayment_principal',
        interest: 'repayment_interest',
        penalty: 'penalty',
        protection: 'protection_payout',
        release: 'invest_release',
        fee: 'lender_fee',
      }
    : {
        to: roboCash(investment.user_id, investment.robo_product),
        principal: 'robo_principal',
        interest: 'robo_interest',
        penalty: 'robo_penalty',
        protection: 'robo_protection_payout',
        release: 'robo_invest_release',
        fee: 'robo_fee',
      };
