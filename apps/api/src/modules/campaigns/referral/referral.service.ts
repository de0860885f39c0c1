import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  REFERRAL_INVITATIONS_DAILY_MAX,
  REFERRAL_INVITATIONS_WINDOW_HOURS,
  REFERRAL_PAGE_SIZE,
  REFERRAL_TEXTS,
  SHOW_GIRLS_MAX,
  maskEmail,
  referralInvitationBody,
  referralInvitationSubject,
  referralLink,
  showGirlSchema,
} from '@lendbridge/domain';
import type {
  ReferralInvitationRow,
  ReferralInvitationsInput,
  ReferralInviteAnswer,
  ReferralOverview,
  ReferralPage,
  ReferredMemberRow,
  ShowGirl,
} from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import type { AuthUser } from '../../../common/auth-user.js';
import { ENV } from '../../../config/config.module.js';
import type { Env } from '../../../config/env.js';
import { pagedAnswer } from '../../account/account.presenter.js';
import { normalizeEmail } from '../../auth/auth.service.js';
import { maskName } from '../../loans/guarantors.service.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { liveCampaignOf } from '../campaign-rows.js';
import {
  activeSerials,
  invitationsPage,
  invitationsSince,
  invitedBefore,
  inviterNameOf,
  referralCounts,
  referredPage,
} from './referral.queries.js';

const HOUR_MS = 3_600_000;
/** The advisory lock class of a member's invitations: one list at a time per member, so the daily limit holds. */
const REFERRAL_INVITE_LOCK_CLASS = 72_140_020;

/** The member's side of the referral programme: their link and counts, their invitations, the members they referred, the show-girl page. */
@Injectable()
export class ReferralService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private get siteUrl(): string {
    return this.env.PUBLIC_URL ?? `http://${this.env.HOST}:${this.env.PORT}`;
  }

  async overview(user: AuthUser): Promise<ReferralOverview> {
    const counts = await referralCounts(this.dataSource.manager, user.id);
    return {
      mgmSerial: user.memberSerial,
      link: referralLink(user.memberSerial, this.siteUrl),
      referredCount: counts.referred,
      investedCount: counts.invested,
      borrowedCount: counts.borrowed,
    };
  }

  async invitations(userId: number, page: number): Promise<ReferralPage<ReferralInvitationRow>> {
    const { rows, total } = await invitationsPage(this.dataSource.manager, userId, page);
    const data = rows.map((row) => ({ id: row.id, name: row.name, phone: row.phone, email: row.email, created_at: row.created_at.toISOString() }));
    return pagedAnswer(data, total, page, REFERRAL_PAGE_SIZE);
  }

  async referrals(userId: number, page: number): Promise<ReferralPage<ReferredMemberRow>> {
    const { rows, total } = await referredPage(this.dataSource.manager, userId, page);
    const data = rows.map((row) => ({
      name: row.lastname === null || row.firstname === null ? null : maskName(`${row.lastname}${row.firstname}`),
      email: maskEmail(row.email),
      joined_at: row.created_at.toISOString(),
      invested: row.invested,
      borrowed: row.borrowed,
      reward_paid: row.reward_paid,
    }));
    return pagedAnswer(data, total, page, REFERRAL_PAGE_SIZE);
  }

  /**
   * Records the invitations and queues one e-mail each (the member's name, the invitee's, the
   * member's link), in one transaction: an address the member invited before is left out (no second
   * e-mail), the member's own address is refused, and no more than REFERRAL_INVITATIONS_DAILY_MAX
   * go out in any REFERRAL_INVITATIONS_WINDOW_HOURS (the whole list is refused past it).
   */
  async invite(user: AuthUser, input: ReferralInvitationsInput, at: Date): Promise<ReferralInviteAnswer> {
    const own = input.invitations.findIndex((entry) => entry.email === normalizeEmail(user.email));
    if (own !== -1) throw AppError.field(`invitations.${own}.email`, REFERRAL_TEXTS.selfInvite);
    const link = referralLink(user.memberSerial, this.siteUrl);
    const answer = await this.dataSource.transaction(async (manager): Promise<ReferralInviteAnswer> => {
      await manager.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [REFERRAL_INVITE_LOCK_CLASS, user.id]);
      const before = await invitedBefore(
        manager,
        user.id,
        input.invitations.map((entry) => entry.email),
      );
      const fresh = input.invitations.filter((entry) => !before.has(entry.email));
      const recent = await invitationsSince(manager, user.id, new Date(at.getTime() - REFERRAL_INVITATIONS_WINDOW_HOURS * HOUR_MS));
      if (recent + fresh.length > REFERRAL_INVITATIONS_DAILY_MAX) throw AppError.tooManyRequests(REFERRAL_TEXTS.invitationsTooMany, 'INVITATIONS_LIMIT');
      const inviterName = (await inviterNameOf(manager, user.id)) ?? user.memberSerial;
      for (const entry of fresh) {
        const messageId = await this.outbox.enqueue(
          {
            channel: 'email',
            recipient: entry.email,
            subject: referralInvitationSubject(inviterName),
            body: referralInvitationBody(entry.name, inviterName, link),
            kind: 'referral_invitation',
            userId: user.id,
          },
          manager,
        );
        await manager.query(
          `INSERT INTO referral_invitations (inviter_id, name, phone, email, email_normalized, outbox_message_id, created_at)
           VALUES ($1, $2, $3, $4, $4, $5, $6)`,
          [user.id, entry.name, entry.phone ?? null, entry.email, messageId, at],
        );
      }
      return { invited: fresh.length, skipped: input.invitations.length - fresh.length };
    });
    if (answer.invited > 0) void this.outbox.drain();
    return answer;
  }

  /**
   * The characters of the show-girl page: the live referral campaign's settings.show_girls (the
   * first SHOW_GIRLS_MAX), each kept only when it reads as a character and its serial belongs to an
   * account that is not disabled (so the quiz never sends a visitor to a registration that would
   * refuse the link).
   */
  async showGirls(at: Date): Promise<ShowGirl[]> {
    const campaign = await liveCampaignOf(this.dataSource.manager, 'referral', at);
    const listed: unknown = campaign?.settings.show_girls;
    if (!Array.isArray(listed)) return [];
    const characters = listed.flatMap((entry: unknown) => {
      const parsed = showGirlSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    const serials = await activeSerials(
      this.dataSource.manager,
      characters.map((character) => character.mgmSerial),
    );
    return characters.filter((character) => serials.has(character.mgmSerial)).slice(0, SHOW_GIRLS_MAX);
  }
}
