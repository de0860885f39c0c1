import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FUNDING_PERIOD_DAYS, LOAN_MARKET_STATUS_OPEN, MESSAGES, shiftInstantDays } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { recordEvent } from './loan-applications.service.js';
import { Loan } from './loan.entity.js';

@Injectable()
export class BorrowerLoansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  listOwn(userId: number): Promise<Loan[]> {
    return this.dataSource
      .getRepository(Loan)
      .find({ where: { borrowerId: userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One of the borrower's loans; anyone else's, like an unknown serial, answers 404. */
  async findOwn(userId: number, serial: string): Promise<Loan> {
    const loan = await this.dataSource.getRepository(Loan).findOne({ where: { serial, borrowerId: userId } });
    if (!loan) throw AppError.notFound();
    return loan;
  }

  /** Accepting the approved rate lists the loan for lenders (媒合中) until its funding deadline. */
  async confirmRate(userId: number, serial: string): Promise<Loan> {
    // Read before the transaction: the embedded database answers one connection at a time.
    const now = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Loan);
      const found = await repository
        .createQueryBuilder('loan')
        .where('loan.serial = :serial AND loan.borrowerId = :userId', { serial, userId })
        .setLock('pessimistic_write')
        .getOne();
      if (!found) throw AppError.notFound();
      if (found.status !== 'rate_confirming') {
        throw AppError.conflict('RATE_ALREADY_CONFIRMED', MESSAGES.rateAlreadyConfirmed);
      }
      const changes = {
        status: 'matching' as const,
        marketStatus: LOAN_MARKET_STATUS_OPEN,
        rateConfirmedAt: now,
        fundingDeadline: shiftInstantDays(now, FUNDING_PERIOD_DAYS),
      };
      await repository.update({ id: found.id }, changes);
      await recordEvent(manager, found.applicationId, userId, 'rate_confirmed', 'approved', 'approved', {
        loan_status: 'matching',
      });
      return { ...found, ...changes };
    });
  }
}
