import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import type { ConsoleBankCodeRow } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { AuditLog } from '../audit/audit-log.entity.js';
import { BankCode } from './bank-code.entity.js';
import type { CreateBankCodeInput, UpdateBankCodeInput } from './attributes.dto.js';

const BANK_CODE_PATTERN = /^[0-9]{3}$/;
const AUDIT_TARGET = 'bank_code';

export function presentBankCode(bank: BankCode): ConsoleBankCodeRow {
  return {
    id: bank.code,
    code: bank.code,
    name: bank.name,
    is_active: bank.isActive,
    updated_at: bank.updatedAt.toISOString(),
  };
}

async function audit(
  manager: EntityManager,
  actorId: number,
  action: string,
  code: string,
  data: Record<string, unknown>,
): Promise<void> {
  const repository = manager.getRepository(AuditLog);
  await repository.save(repository.create({ actorId, action, targetType: AUDIT_TARGET, targetId: code, data }));
}

/** The bank code list admins keep; every change is written to the audit log in the same transaction. */
@Injectable()
export class BankCodesService {
  constructor(private readonly dataSource: DataSource) {}

  async find(code: string): Promise<BankCode> {
    const bank = BANK_CODE_PATTERN.test(code)
      ? await this.dataSource.getRepository(BankCode).findOneBy({ code })
      : null;
    if (!bank) throw AppError.notFound();
    return bank;
  }

  async create(actorId: number, input: CreateBankCodeInput): Promise<BankCode> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO bank_codes (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING RETURNING code`,
        [input.code, input.name],
      );
      if (!inserted.length) {
        throw AppError.conflict('BANK_CODE_TAKEN', MESSAGES.bankCodeTaken, { code: MESSAGES.bankCodeTaken });
      }
      await audit(manager, actorId, 'bank_code.create', input.code, { name: input.name });
      return manager.getRepository(BankCode).findOneByOrFail({ code: input.code });
    });
  }

  async update(actorId: number, code: string, input: UpdateBankCodeInput): Promise<BankCode> {
    if (!BANK_CODE_PATTERN.test(code)) throw AppError.notFound();
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(BankCode);
      const bank = await repository.findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
      if (!bank) throw AppError.notFound();
      const before = { name: bank.name, is_active: bank.isActive };
      const after = { name: input.name, is_active: input.is_active };
      if (before.name === after.name && before.is_active === after.is_active) return bank;
      await repository.update({ code }, { name: after.name, isActive: after.is_active });
      await audit(manager, actorId, 'bank_code.update', code, { before, after });
      return repository.findOneByOrFail({ code });
    });
  }
}
