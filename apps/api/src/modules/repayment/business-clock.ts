import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { BUSINESS_CLOCK_OFFSET_MAX_DAYS, useBusinessDateSource } from '@lendbridge/domain';
import { shiftInstantDays, shiftIsoDate, taipeiToday } from '@lendbridge/domain/dates';
import type { BusinessClockAnswer } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import { clockOffsetMax } from './repayment.errors.js';

/**
 * The business clock: today's date in Asia/Taipei, moved forward by the demo offset the console
 * sets (the offset only grows). Every process reads the one stored offset, so they agree on the
 * date. Services take the business date as an argument where tests need to choose it.
 *
 * The shared rules of libs/domain that compare with the business date (the value date of a loan
 * application) read it synchronously: from the offset this process last read, which every read
 * of the clock refreshes (the batch catch-up reads it every minute).
 */
@Injectable()
export class BusinessClock implements OnModuleInit {
  private knownOffset = 0;

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.offsetDays();
    useBusinessDateSource(() => shiftIsoDate(taipeiToday(new Date()), this.knownOffset));
  }

  async offsetDays(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { offset_days: number }[] = await manager.query(`SELECT offset_days FROM business_clock WHERE id = 1`);
    this.knownOffset = rows[0]?.offset_days ?? 0;
    return this.knownOffset;
  }

  /** Today's business date, 'YYYY-MM-DD': the Taipei calendar date of now + the offset. */
  async today(now: Date = new Date()): Promise<string> {
    return shiftIsoDate(taipeiToday(now), await this.offsetDays());
  }

  /** The business clock's instant: now moved forward by the offset (what order and listing deadlines count from). */
  async instant(now: Date = new Date()): Promise<Date> {
    return shiftInstantDays(now, await this.offsetDays());
  }

  async state(now: Date = new Date()): Promise<BusinessClockAnswer> {
    const offset = await this.offsetDays();
    return { today: shiftIsoDate(taipeiToday(now), offset), offset_days: offset };
  }

  /** Moves the clock forward (demo); refused past BUSINESS_CLOCK_OFFSET_MAX_DAYS. */
  async moveForward(days: number, actorId: number, now: Date = new Date()): Promise<BusinessClockAnswer> {
    const rows = returnedRows<{ offset_days: number }>(
      await this.dataSource.query(
        `UPDATE business_clock SET offset_days = offset_days + $1, updated_by = $2, updated_at = now()
          WHERE id = 1 AND offset_days + $1 <= $3 RETURNING offset_days`,
        [days, actorId, BUSINESS_CLOCK_OFFSET_MAX_DAYS],
      ),
    );
    if (!rows[0]) throw clockOffsetMax();
    this.knownOffset = rows[0].offset_days;
    return { today: shiftIsoDate(taipeiToday(now), rows[0].offset_days), offset_days: rows[0].offset_days };
  }
}
