import { VirtualAccount } from '../account/virtual-account.entity.js';
import { Withdrawal } from '../account/withdrawal.entity.js';
import { Deposit } from '../bank/deposit.entity.js';

/**
 * The entities of the money tables. The ledger's own tables are written only with SQL (locked,
 * conditional balance updates), so they have none.
 */
export const MONEY_ENTITIES = [VirtualAccount, Withdrawal, Deposit];
