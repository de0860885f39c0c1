import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { ROULETTE_RESULTS_PAGE_SIZE, audienceAdmits, chancePercent, maskLenderSerial, pickPrize, rouletteTickets } from '@lendbridge/domain';
import type { CampaignEntrant, RouletteGift, RouletteOverviewAnswer, RouletteResultRow, RouletteSpinAnswer } from '@lendbridge/domain';
import { BusinessClock } from '../../repayment/business-clock.js';
import { paginationMeta } from '../../../common/pagination.js';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import type { Award } from '../campaign-rewards.service.js';
import { drawablePrize, liveCampaignOf, prizesOf } from '../campaign-rows.js';
import type { CampaignRow, PrizeRow } from '../campaign-rows.js';
import { campaignNotLive, noPrizes, noTickets, outsideAudience } from '../campaigns.errors.js';
import { PrizeRandom } from '../prize-random.js';
import { ticketFactsOf } from './ticket-facts.js';

/** The first key of the advisory lock that holds a member's tickets of a campaign while a spin decides. */
const SPIN_LOCK_CLASS = 7_301_004;

/** The live roulette campaign's wheel: its gifts in wheel order. */
export interface RouletteWheel {
  readonly campaign: { key: string; title: string; starts_at: Date; ends_at: Date };
  readonly gifts: RouletteGift[];
}

const giftOf = (prize: PrizeRow): RouletteGift => ({
  id: prize.id,
  chance: chancePercent(prize.chance),
  text: prize.name,
  prize: prize.reward,
  type: prize.type,
});

/**
 * The roulette: tickets earned by investing and inviting in the live campaign's window, spent one
 * a spin; a member's first spin gets the campaign's first-spin prize when it has one. The server draws the prize from the configured chances and what is left of each stock,
 * takes the stock and gives the prize in the spin's transaction, under a lock of the member's
 * tickets, so a ticket is never spent twice and no stock goes below zero.
 */
@Injectable()
export class RouletteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly rewards: CampaignRewardsService,
    private readonly random: PrizeRandom,
  ) {}

  /** The roulette live at the business clock's instant, or 404 CAMPAIGN_NOT_LIVE. */
  async live(at: Date): Promise<CampaignRow> {
    const campaign = await liveCampaignOf(this.dataSource.manager, 'roulette', at);
    if (campaign === null) throw campaignNotLive();
    return campaign;
  }

  async wheel(): Promise<RouletteWheel> {
    const campaign = await this.live(await this.clock.instant());
    const prizes = await prizesOf(this.dataSource.manager, campaign.id);
    return {
      campaign: { key: campaign.key, title: campaign.title, starts_at: campaign.starts_at, ends_at: campaign.ends_at },
      gifts: prizes.map(giftOf),
    };
  }

  /** The names of the prizes worth something (the rewards list of the landing page). */
  async rewardNames(): Promise<string[]> {
    const { gifts } = await this.wheel();
    return gifts.filter((gift) => gift.prize !== 'nothing').map((gift) => gift.text);
  }

  async overview(userId: number): Promise<RouletteOverviewAnswer> {
    const campaign = await this.live(await this.clock.instant());
    const { available, amountForTicket, invitesForTicket, hasCompletedOrder } = rouletteTickets(
      await ticketFactsOf(this.dataSource.manager, campaign, userId),
    );
    return { available, amountForTicket, invitesForTicket, hasCompletedOrder };
  }

  /**
   * Spends a ticket on a spin: 409 NO_TICKETS without one, 409 NO_PRIZES when no prize is left;
   * otherwise the prize drawn, given (a fee-discount code, cashback from the budget, extra
   * tickets) and recorded with the spin.
   */
  async spin(user: CampaignEntrant & { id: number }): Promise<RouletteSpinAnswer> {
    const at = await this.clock.instant();
    const businessDate = await this.clock.today();
    const campaign = await this.live(at);
    if (!audienceAdmits(campaign.audience, user)) throw outsideAudience(campaign.audience);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [SPIN_LOCK_CLASS, user.id]);
      const facts = await ticketFactsOf(manager, campaign, user.id);
      if (rouletteTickets(facts).available < 1) throw noTickets();
      const spinId = await this.nextSpinId(manager);
      const { prize, award } = await this.draw(manager, campaign, user.id, `spin:${spinId}`, at, facts.spent === 0);
      await manager.query(
        `INSERT INTO campaign_spins (id, campaign_id, user_id, prize_id, reward_name, promo_code_id, cashback_amount, business_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [spinId, campaign.id, user.id, prize.id, prize.name, award.promoCodeId, award.cashback, businessDate, at],
      );
      return { result: { rewardName: prize.name, promoCode: award.promoCode, giftId: prize.id, cashback: award.cashback } };
    });
  }

  private async nextSpinId(manager: EntityManager): Promise<number> {
    const rows: { id: number }[] = await manager.query(`SELECT nextval('campaign_spins_id_seq')::bigint AS id`);
    return rows[0].id;
  }

  /**
   * Draws until a prize can be given: a member's first spin of the campaign gets its first-spin
   * (firstTrial) prize while one is left; a prize whose last piece another spin took meanwhile, or
   * whose cashback the budget no longer holds, is set aside and the draw is made again among the rest.
   */
  private async draw(
    manager: EntityManager,
    campaign: CampaignRow,
    userId: number,
    reference: string,
    at: Date,
    firstSpin: boolean,
  ): Promise<{ prize: PrizeRow; award: Award }> {
    const open = (await prizesOf(manager, campaign.id)).map(drawablePrize);
    for (;;) {
      const welcome = firstSpin ? open.find((candidate) => candidate.type === 'firstTrial' && (candidate.left === null || candidate.left > 0)) : undefined;
      const prize = welcome ?? pickPrize(open, this.random.uniform());
      if (prize === null) throw noPrizes();
      if (await this.rewards.takePrize(manager, prize.id)) {
        const award = await this.rewards.award(manager, campaign, prize, userId, reference, at);
        if (award !== null) return { prize, award };
        await this.rewards.returnPrize(manager, prize.id);
      }
      open.splice(open.indexOf(prize), 1);
    }
  }

  /**
   * A visitor's single trial: a prize drawn by the same chances, shown and not given (no stock is
   * taken, nothing is paid), and recorded as a trial spin.
   */
  async trial(): Promise<RouletteSpinAnswer> {
    const at = await this.clock.instant();
    const businessDate = await this.clock.today();
    const campaign = await this.live(at);
    const prize = pickPrize((await prizesOf(this.dataSource.manager, campaign.id)).map(drawablePrize), this.random.uniform());
    if (prize === null) throw noPrizes();
    await this.dataSource.query(
      `INSERT INTO campaign_spins (campaign_id, prize_id, reward_name, business_date, trial, created_at) VALUES ($1, $2, $3, $4, true, $5)`,
      [campaign.id, prize.id, prize.name, businessDate, at],
    );
    return { result: { rewardName: prize.name, promoCode: null, giftId: prize.id, cashback: null } };
  }

  /** The winners of the live roulette, newest first: last name, gender, masked member serial, prize. */
  async results(page: number) {
    const campaign = await this.live(await this.clock.instant());
    const rows: (Omit<RouletteResultRow, 'memberSerial' | 'updatedAt'> & { member_serial: string; created_at: Date; total: number })[] =
      await this.dataSource.query(
        `SELECT COALESCE(p.lastname, '') AS "lastName", COALESCE(p.gender, '') AS gender, u.member_serial, s.reward_name AS reward,
                s.created_at, count(*) OVER ()::int AS total
           FROM campaign_spins s
           JOIN campaign_prizes z ON z.id = s.prize_id
           JOIN users u ON u.id = s.user_id
           LEFT JOIN member_profiles p ON p.user_id = u.id
          WHERE s.campaign_id = $1 AND NOT s.trial AND z.reward <> 'nothing'
          ORDER BY s.created_at DESC, s.id DESC
          LIMIT $2 OFFSET $3`,
        [campaign.id, ROULETTE_RESULTS_PAGE_SIZE, (page - 1) * ROULETTE_RESULTS_PAGE_SIZE],
      );
    const data: RouletteResultRow[] = rows.map((row) => ({
      lastName: row.lastName,
      gender: row.gender,
      memberSerial: maskLenderSerial(row.member_serial),
      reward: row.reward,
      updatedAt: row.created_at.toISOString(),
    }));
    return { data, meta: paginationMeta(rows[0]?.total ?? 0, data.length, ROULETTE_RESULTS_PAGE_SIZE, page) };
  }
}
