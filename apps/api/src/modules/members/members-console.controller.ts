import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { memberReviewSchema } from '@lendbridge/domain';
import type { MemberReviewInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import {
  SqlConditions,
  escapeLike,
  idsFilter,
  parseSimpleRestQuery,
  setContentRange,
  stringFilter,
} from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { applicantOfSales } from '../loans/sales-codes.js';
import { MembersService } from './members.service.js';
import { maskResidentId, presentBank, presentProfile, presentQuestionnaire } from './members.presenter.js';

const SORTABLE = {
  id: 'u.id',
  member_serial: 'u.member_serial',
  email: 'u.email_normalized',
  created_at: 'u.created_at',
  identity_status: 'identity_status',
  bank_status: 'bank_status',
} as const;

interface MemberRow {
  id: string;
  member_serial: string;
  email: string;
  mobile: string;
  name: string | null;
  member_type: string;
  intent: string;
  roles: string[];
  identity_status: string;
  bank_status: string;
  questionnaire_done: boolean;
  created_at: Date;
  total: string;
}

const MEMBER_SELECT = `
  SELECT u.id, u.member_serial, u.email, u.mobile, u.member_type, u.intent, u.roles, u.created_at,
         CASE WHEN p.user_id IS NULL THEN NULL ELSE p.lastname || p.firstname END AS name,
         COALESCE(p.identity_status, 'none') AS identity_status,
         COALESCE(b.status, 'none') AS bank_status,
         EXISTS (SELECT 1 FROM risk_questionnaires q WHERE q.user_id = u.id) AS questionnaire_done,
         count(*) OVER () AS total
    FROM users u
    LEFT JOIN member_profiles p ON p.user_id = u.id
    LEFT JOIN member_banks b ON b.user_id = u.id AND b.status <> 'replaced'`;

/** The bank binding without the identity and bank documents, which only their reviewers read. */
function withoutDocuments(bank: ReturnType<typeof presentBank>) {
  const { proof_image_id: _proof, id_card_front_image_id: _front, id_card_back_image_id: _back, ...rest } = bank;
  return { ...rest, account: bank.account_masked };
}

function presentRow(row: MemberRow) {
  const { total: _total, ...rest } = row;
  return { ...rest, id: Number(row.id) };
}

/**
 * Members for staff, in the ra-data-simple-rest contract. Admins see everyone; sales only the
 * applicants of the submitted applications attached to them, and any other member answers 404.
 */
@ApiTags('console')
@Controller('console/members')
export class MembersConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersService,
  ) {}

  @Get()
  @Roles('admin', 'sales')
  @ApiOperation({
    summary: 'List members (sort, range, filter: q, identity_status, bank_status, member_type, id); sales see their applicants',
  })
  async list(
    @CurrentUser() actor: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'id', order: 'DESC' });
    const conditions = new SqlConditions();
    if (!actor.roles.includes('admin')) conditions.add((p) => applicantOfSales('u', p), actor.id);
    const q = stringFilter(filter, 'q');
    if (q) {
      conditions.add(
        (p) =>
          `(u.email_normalized LIKE ${p} OR u.member_serial ILIKE ${p} OR (p.lastname || p.firstname) ILIKE ${p} OR u.mobile LIKE ${p})`,
        `%${escapeLike(q.toLowerCase())}%`,
      );
    }
    const identity = stringFilter(filter, 'identity_status');
    if (identity) conditions.add((p) => `COALESCE(p.identity_status, 'none') = ${p}`, identity);
    const bank = stringFilter(filter, 'bank_status');
    if (bank) conditions.add((p) => `COALESCE(b.status, 'none') = ${p}`, bank);
    const memberType = stringFilter(filter, 'member_type');
    if (memberType) conditions.add((p) => `u.member_type = ${p}`, memberType);
    const ids = idsFilter(filter);
    if (ids) conditions.add((p) => `u.id = ANY(${p}::bigint[])`, ids);
    const page = conditions.page(range);
    const rows: MemberRow[] = await this.dataSource.query(
      `${MEMBER_SELECT}
       ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order}, u.id ${sort.order}
       ${page.sql}`,
      page.params,
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(conditions);
    setContentRange(res, 'members', range.start, rows.length, total);
    return rows.map(presentRow);
  }

  private async count(conditions: SqlConditions): Promise<number> {
    const rows: { total: number }[] = await this.dataSource.query(
      `SELECT count(*) AS total FROM (${MEMBER_SELECT} ${conditions.where}) counted`,
      conditions.params,
    );
    return Number(rows[0]?.total ?? 0);
  }

  @Get(':id')
  @Roles('admin', 'sales')
  @ApiOperation({ summary: 'One member with profile, bank and questionnaire; sales reach only their applicants' })
  async show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.load(id, actor);
  }

  /**
   * Reviewers (admins) see the full resident ID and bank account they verify, with the identity and
   * bank documents; other staff see them masked, as the member does, and no documents.
   */
  private async load(id: number, actor: AuthUser) {
    const reviewer = actor.roles.includes('admin');
    const rows: MemberRow[] = reviewer
      ? await this.dataSource.query(`${MEMBER_SELECT} WHERE u.id = $1`, [id])
      : await this.dataSource.query(`${MEMBER_SELECT} WHERE u.id = $1 AND ${applicantOfSales('u', '$2')}`, [id, actor.id]);
    const row = rows[0];
    if (!row) throw AppError.notFound();
    const [profile, bank, questionnaire] = await Promise.all([
      this.members.findProfile(id),
      this.members.findCurrentBank(id),
      this.members.findQuestionnaire(id),
    ]);
    const bankView = bank ? presentBank(bank, await this.members.bankName(bank.bankCode)) : null;
    return {
      ...presentRow(row),
      profile: profile
        ? {
            ...presentProfile(profile),
            resident_id: reviewer ? profile.residentId : maskResidentId(profile.residentId),
            identity_review_note: profile.identityReviewNote,
          }
        : null,
      bank: bankView && bank ? (reviewer ? { ...bankView, account: bank.account } : withoutDocuments(bankView)) : null,
      questionnaire: questionnaire ? presentQuestionnaire(questionnaire) : null,
    };
  }

  @Post(':id/verify-identity')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Approve or reject the identity of a member' })
  async verifyIdentity(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(memberReviewSchema) input: MemberReviewInput,
  ) {
    await this.members.review(actor.id, id, 'identity', input.decision, input.note);
    return this.load(id, actor);
  }

  @Post(':id/verify-bank')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Approve or reject the bound bank account of a member' })
  async verifyBank(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(memberReviewSchema) input: MemberReviewInput,
  ) {
    await this.members.review(actor.id, id, 'bank', input.decision, input.note);
    return this.load(id, actor);
  }
}
