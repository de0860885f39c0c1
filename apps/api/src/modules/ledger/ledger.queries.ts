import type { EntityManager } from 'typeorm';
import type { PlatformLedgerAccountKind } from '@lendbridge/domain';

/**
 * Reads and row locks of the ledger's accounts for other modules: the only place outside
 * LedgerService that names ledger_accounts. Locks hold until the caller's transaction ends.
 */

/**
 * Takes the row locks of every ledger account of these members in id order before a transaction
 * moves money between several of them, so that two such transactions sharing members lock them
 * in the same order; the ledger's transfers then find the locks already held. The platform's
 * accounts, when the transfers touch them, are locked after the members' (lockPlatformAccounts).
 */
export async function lockMemberAccounts(manager: EntityManager, userIds: readonly number[]): Promise<void> {
  await manager.query(`SELECT id FROM ledger_accounts WHERE user_id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE`, [[...new Set(userIds)]]);
}

/** Takes the row locks of these platform accounts in id order, after the members' accounts. */
export async function lockPlatformAccounts(manager: EntityManager, kinds: readonly PlatformLedgerAccountKind[]): Promise<void> {
  await manager.query(`SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = ANY ($1::text[]) ORDER BY id FOR UPDATE`, [[...kinds]]);
}

/** The cash balance of each of these members who has a cash account (members without one are left out). */
export async function cashBalancesOf(manager: EntityManager, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = (await manager.query(`SELECT user_id, balance FROM ledger_accounts WHERE kind = 'user_cash' AND user_id = ANY ($1::bigint[])`, [
    [...new Set(userIds)],
  ])) as { user_id: number; balance: number }[];
  return new Map(rows.map((row) => [row.user_id, row.balance]));
}

/** The members whose cash is above the amount, by member id: the candidates of the monthly settlement. */
export async function membersWithCashAbove(manager: EntityManager, amount: number): Promise<number[]> {
  const rows = (await manager.query(`SELECT user_id FROM ledger_accounts WHERE kind = 'user_cash' AND balance > $1 ORDER BY user_id`, [
    amount,
  ])) as { user_id: number }[];
  return rows.map((row) => row.user_id);
}

/** The ids of every ledger account of the member (cash, locked, robo cash, shop payable), for reading their transfers. */
export async function memberAccountIds(manager: EntityManager, userId: number): Promise<number[]> {
  const rows = (await manager.query(`SELECT id FROM ledger_accounts WHERE user_id = $1 ORDER BY id`, [userId])) as { id: number }[];
  return rows.map((row) => Number(row.id));
}
