import type { PlatformLedgerAccountKind, UserLedgerAccountKind } from '@lendbridge/domain';

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

/** The platform's accounts: the bank (the outside world), its income, the protection fund and the repayment transit. */
export const PLATFORM = {
  bank: { kind: 'bank' },
  income: { kind: 'platform_income' },
  protectionFund: { kind: 'protection_fund' },
  repaymentTransit: { kind: 'repayment_transit' },
} as const satisfies Readonly<Record<string, PlatformAccountRef>>;

export const isUserAccount = (ref: AccountRef): ref is UserAccountRef => 'userId' in ref;

export const describeAccount = (ref: AccountRef): string => (isUserAccount(ref) ? `${ref.kind}:${ref.userId}` : ref.kind);
