import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { DEFAULT_VIRTUAL_BANK_CODE, MESSAGES, virtualAccountNumber, virtualBankChangedTitle } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { VirtualAccount } from './virtual-account.entity.js';

/**
 * Virtual accounts: one per full member, made on first use with the default bank (006). The
 * number is derived from the member serial (see virtualAccountNumber), so it never changes, also
 * when the member moves the account to another bank.
 */
@Injectable()
export class VirtualAccountsService {
  constructor(private readonly dataSource: DataSource) {}

  find(userId: number, manager: EntityManager = this.dataSource.manager): Promise<VirtualAccount | null> {
    return manager.getRepository(VirtualAccount).findOneBy({ userId });
  }

  findByNumber(accountNumber: string, manager: EntityManager = this.dataSource.manager): Promise<VirtualAccount | null> {
    return manager.getRepository(VirtualAccount).findOneBy({ accountNumber });
  }

  async ensure(userId: number, memberSerial: string, manager: EntityManager = this.dataSource.manager): Promise<VirtualAccount> {
    const existing = await this.find(userId, manager);
    if (existing) return existing;
    await manager.query(
      `INSERT INTO virtual_accounts (user_id, account_number, bank_code) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, virtualAccountNumber(memberSerial), DEFAULT_VIRTUAL_BANK_CODE],
    );
    return manager.getRepository(VirtualAccount).findOneByOrFail({ userId });
  }

  /** Moves the virtual account to another active bank of the bank list; answers the title shown. */
  async changeBank(userId: number, memberSerial: string, bankCode: string): Promise<{ title: string }> {
    const banks: { name: string }[] = await this.dataSource.query(
      `SELECT name FROM bank_codes WHERE code = $1 AND is_active`,
      [bankCode],
    );
    const bank = banks[0];
    if (!bank) throw AppError.field('bank_code', MESSAGES.bankCodeUnknown, 'BANK_CODE_UNKNOWN');
    await this.ensure(userId, memberSerial);
    await this.dataSource.query(`UPDATE virtual_accounts SET bank_code = $2, updated_at = now() WHERE user_id = $1`, [
      userId,
      bankCode,
    ]);
    return { title: virtualBankChangedTitle(bankCode, bank.name) };
  }
}
