import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { memberReviewSchema } from '@lendbridge/domain';
import type { ConsoleMemberDetail, ConsoleMemberRow, MemberReviewInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { MEMBER_LIST, findConsoleMember, listConsoleMembers } from './members.queries.js';
import { MembersService } from './members.service.js';
import { presentConsoleBank, presentConsoleProfile, presentQuestionnaire } from './members.presenter.js';

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
    @SimpleRestQuery(MEMBER_LIST) query: ListQuery<typeof MEMBER_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleMemberRow[]> {
    return sendListPage(res, MEMBER_LIST, await listConsoleMembers(this.dataSource.manager, query, actor));
  }

  @Get(':id')
  @Roles('admin', 'sales')
  @ApiOperation({ summary: 'One member with profile, bank and questionnaire; sales reach only their applicants' })
  async show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleMemberDetail> {
    return this.load(id, actor);
  }

  /**
   * Reviewers (admins) see the full resident ID and bank account they verify, with the identity and
   * bank documents; other staff see them masked, as the member does, and no documents.
   */
  private async load(id: number, actor: AuthUser): Promise<ConsoleMemberDetail> {
    const reviewer = actor.roles.includes('admin');
    const row = await findConsoleMember(this.dataSource.manager, id, actor);
    if (!row) throw AppError.notFound();
    const [profile, bank, questionnaire] = await Promise.all([
      this.members.findProfile(id),
      this.members.findCurrentBank(id),
      this.members.findQuestionnaire(id),
    ]);
    const bankView = bank ? presentConsoleBank(bank, await this.members.bankName(bank.bankCode), reviewer) : null;
    return {
      ...row,
      profile: profile ? presentConsoleProfile(profile, reviewer) : null,
      bank: bankView,
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
