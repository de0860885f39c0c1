import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReferralRewardsService } from './referral/referral-rewards.service.js';
import { TierCashbackService } from './tiers/tier-cashback.service.js';

/** What a member's paid order earns from the campaigns. */
@Injectable()
export class OrderPaidRewardsService {
  constructor(
    private readonly referral: ReferralRewardsService,
    private readonly tiers: TierCashbackService,
  ) {}

  /**
   * In the transaction that makes the member's order paid, at the instant it is paid: the referral
   * reward of the member's referrer (once), and the cashback tiers their investment reached.
   */
  async orderPaid(manager: EntityManager, userId: number, at: Date): Promise<void> {
    await this.referral.payIfDue(manager, userId, at);
    await this.tiers.payReached(manager, userId, at);
  }
}
