import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS } from '@lendbridge/domain';
import type { ActivityOverviewAnswer, ActivitySpinAnswer, ActivityTask, FlipCardMission, MissionClaimAnswer } from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { BusinessClock } from '../../repayment/business-clock.js';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import type { CampaignRow } from '../campaign-rows.js';
import { PrizeRandom } from '../prize-random.js';
import { campaignForMember } from './activity-campaigns.js';
import { missionNotCompleted, missionNotFound } from './activities.errors.js';
import {
  firstFact,
  insertDrawnTask,
  markClaimed,
  missionsOf,
  openTaskOf,
  progressOf,
  recordCompletion,
  startMission,
  ticketCount,
} from './activities.queries.js';
import type { MissionRow, ProgressRow } from './activities.queries.js';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const taskOf = (mission: MissionRow, progress: ProgressRow): ActivityTask => ({
  id: mission.id,
  key: mission.key,
  message: mission.message,
  rule: mission.rule,
  target_path: mission.target_path,
  tickets: mission.tickets,
  started_at: iso(progress.started_at),
  completed_at: iso(progress.completed_at),
  claimed_at: iso(progress.claimed_at),
});

const cardOf = (mission: MissionRow, progress: ProgressRow | undefined): FlipCardMission => ({
  id: mission.id,
  key: mission.key,
  content: mission.message,
  notice: mission.notice,
  property: progress?.property ?? null,
  serial: progress?.serial ?? null,
  needs_start: mission.needs_start,
  started_at: iso(progress?.started_at ?? null),
  completed_at: iso(progress?.completed_at ?? null),
});

/**
 * The missions of the new-year activity (a spin draws a task, 前往 starts it, real records complete
 * it, a claim grants its tickets once) and the Christmas flip cards (each card completed by real
 * records; the one that needs a start counts only from the start). Completion is read from the
 * records whenever the member looks, and kept with what completed it.
 */
@Injectable()
export class MissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly rewards: CampaignRewardsService,
    private readonly random: PrizeRandom,
  ) {}

  async overview(user: AuthUser, key: string): Promise<ActivityOverviewAnswer> {
    const at = await this.clock.instant();
    const manager = this.dataSource.manager;
    const campaign = await campaignForMember(manager, key, ['missions'], user, at);
    const missions = await missionsOf(manager, campaign.id);
    return {
      all_mission_count: missions.length,
      ticket_count: await ticketCount(manager, campaign.id, user.id),
      missions: missions.map((mission) => ({ id: mission.id, key: mission.key, message: mission.message })),
    };
  }

  /** Draws a task among the missions the member has not had yet; the task still open when there is one. */
  async spin(user: AuthUser, key: string): Promise<ActivitySpinAnswer> {
    const at = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const campaign = await campaignForMember(manager, key, ['missions'], user, at);
      const missions = await missionsOf(manager, campaign.id);
      if (!(await openTaskOf(manager, campaign.id, user.id))) {
        const had = new Set((await progressOf(manager, campaign.id, user.id)).map((progress) => progress.mission_id));
        const left = missions.filter((mission) => !had.has(mission.id));
        if (left.length === 0) return { code: -1, message: ACTIVITY_TEXTS.allMissionsDrawn, data: { task: null } };
        const mission = left[Math.min(left.length - 1, Math.floor(this.random.uniform() * left.length))];
        await insertDrawnTask(manager, { campaignId: campaign.id, missionId: mission.id, userId: user.id, at });
      }
      const task = await this.openTask(manager, campaign, missions, user.id);
      return task ? { code: 1, data: { task } } : { code: -1, message: ACTIVITY_TEXTS.allMissionsDrawn, data: { task: null } };
    });
  }

  /** The member's open task (drawn, not yet claimed), its completion read from the records; null when none. */
  async currentTask(user: AuthUser, key: string): Promise<ActivityTask | null> {
    const at = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const campaign = await campaignForMember(manager, key, ['missions'], user, at);
      return this.openTask(manager, campaign, await missionsOf(manager, campaign.id), user.id);
    });
  }

  /** The member's drawn tasks that are completed, claimed or not, oldest first. */
  async completedTasks(user: AuthUser, key: string): Promise<ActivityTask[]> {
    const at = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const campaign = await campaignForMember(manager, key, ['missions'], user, at);
      const missions = await missionsOf(manager, campaign.id);
      const progress = await this.refresh(manager, campaign, missions, user.id, 'drawn');
      return progress.flatMap((row) => {
        const mission = missions.find((candidate) => candidate.id === row.mission_id);
        return mission && row.drawn && row.completed_at !== null ? [taskOf(mission, row)] : [];
      });
    });
  }

  /**
   * Records the start of a mission (前往; a flip card that needs it): of the member's drawn tasks in
   * a missions campaign, of any card in a flip-cards campaign, only while the campaign is live.
   */
  async start(user: AuthUser, key: string, missionId: number): Promise<{ id: number; started_at: string | null }> {
    const at = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const campaign = await campaignForMember(manager, key, ['missions', 'flip_cards'], user, at);
      const missions = await missionsOf(manager, campaign.id);
      const mission = missions.find((candidate) => candidate.id === missionId);
      if (!mission) throw missionNotFound();
      const drawn = (await progressOf(manager, campaign.id, user.id)).some((row) => row.mission_id === missionId && row.drawn);
      if (campaign.kind === 'missions' && !drawn) throw missionNotFound();
      await startMission(manager, { campaignId: campaign.id, missionId, userId: user.id, at });
      const progress = await this.refresh(manager, campaign, missions, user.id, campaign.kind === 'missions' ? 'drawn' : 'all');
      const row = progress.find((candidate) => candidate.mission_id === missionId);
      return { id: missionId, started_at: iso(row?.started_at ?? null) };
    });
  }

  /**
   * Claims a completed task: its tickets of the campaign are granted once (reference
   * mission:<progress id>), whatever the number of claims; a task not yet completed is refused.
   */
  async claim(user: AuthUser, key: string, missionId: number): Promise<MissionClaimAnswer> {
    const at = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const campaign = await campaignForMember(manager, key, ['missions'], user, at);
      const missions = await missionsOf(manager, campaign.id);
      const mission = missions.find((candidate) => candidate.id === missionId);
      const progress = (await this.refresh(manager, campaign, missions, user.id, 'drawn')).find((row) => row.mission_id === missionId && row.drawn);
      if (!mission || !progress) throw missionNotFound();
      if (progress.completed_at === null) throw missionNotCompleted();
      const granted =
        mission.tickets > 0 &&
        (await this.rewards.grantTickets(manager, {
          campaignId: campaign.id,
          userId: user.id,
          count: mission.tickets,
          source: 'mission',
          reference: `mission:${progress.id}`,
          at,
        }));
      await markClaimed(manager, progress.id, at);
      return {
        granted,
        tickets: mission.tickets,
        ticket_count: await ticketCount(manager, campaign.id, user.id),
        message: CAMPAIGN_TEXTS.claimNote,
      };
    });
  }

  /** The Christmas cards of a flip-cards campaign (full members), each completed from the records. */
  async flipCards(user: AuthUser, key: string): Promise<FlipCardMission[]> {
    const at = await this.clock.instant();
    return this.dataSource.transaction(async (manager) => {
      const campaign = await campaignForMember(manager, key, ['flip_cards'], user, at);
      const missions = await missionsOf(manager, campaign.id);
      const progress = await this.refresh(manager, campaign, missions, user.id, 'all');
      return missions.map((mission) => cardOf(mission, progress.find((row) => row.mission_id === mission.id)));
    });
  }

  private async openTask(manager: EntityManager, campaign: CampaignRow, missions: MissionRow[], userId: number): Promise<ActivityTask | null> {
    await this.refresh(manager, campaign, missions, userId, 'drawn');
    const open = await openTaskOf(manager, campaign.id, userId);
    const mission = open ? missions.find((candidate) => candidate.id === open.mission_id) : undefined;
    return open && mission ? taskOf(mission, open) : null;
  }

  /**
   * Completes from the records the member's missions not yet completed (the drawn tasks, or every
   * mission of a flip-cards campaign): the first record since the campaign's start (since the
   * member's start for a mission that needs one) and before its end. Answers the progress after.
   */
  private async refresh(manager: EntityManager, campaign: CampaignRow, missions: MissionRow[], userId: number, which: 'drawn' | 'all'): Promise<ProgressRow[]> {
    const before = await progressOf(manager, campaign.id, userId);
    let changed = false;
    for (const mission of missions) {
      const row = before.find((candidate) => candidate.mission_id === mission.id);
      if (row?.completed_at) continue;
      if (which === 'drawn' && !row?.drawn) continue;
      const since = mission.needs_start ? (row?.started_at ?? null) : campaign.starts_at;
      if (since === null) continue;
      const fact = await firstFact(manager, mission.rule, userId, since, campaign.ends_at);
      if (!fact) continue;
      await recordCompletion(manager, { campaignId: campaign.id, missionId: mission.id, userId, at: fact.done_at, fact });
      changed = true;
    }
    return changed ? progressOf(manager, campaign.id, userId) : before;
  }
}
