import { Controller, Get, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  memberBankSchema,
  memberBasicSchema,
  memberProfileSchema,
  riskQuestionnaireSchema,
  updateBankSchema,
  updateProfileSchema,
  updateSocialSchema,
} from '@lendbridge/domain';
import type {
  MemberBankInput,
  MemberBasicInput,
  MemberProfileInput,
  RiskQuestionnaireInput,
  UpdateBankInput,
  UpdateProfileInput,
  UpdateSocialInput,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { issueCsrfToken } from '../../common/csrf.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { UserStatusService } from '../users/user-status.service.js';
import type { UserStatus } from '../users/user-status.service.js';
import { MembersService } from './members.service.js';
import { presentBank, presentBasic, presentProfile, presentQuestionnaire } from './members.presenter.js';

@ApiTags('member')
@Controller('member')
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly userStatus: UserStatusService,
  ) {}

  private async status(req: Request, userId: number): Promise<{ data: UserStatus }> {
    return { data: this.userStatus.present(await this.userStatus.load(userId), issueCsrfToken(req)) };
  }

  @Get('basic')
  @ApiOperation({ summary: 'The basic registration, or null' })
  async basic(@CurrentUser() user: AuthUser) {
    const profile = await this.members.findProfile(user.id);
    return { data: profile ? presentBasic(profile) : null };
  }

  @Post('basic')
  @ApiOperation({ summary: 'Basic member registration' })
  async saveBasic(
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @ValidBody(memberBasicSchema) input: MemberBasicInput,
  ) {
    await this.members.saveBasic(user, input);
    return this.status(req, user.id);
  }

  @Get('profile')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'The member profile (resident id masked)' })
  async profile(@CurrentUser() user: AuthUser) {
    const profile = await this.members.findProfile(user.id);
    return { data: profile ? presentProfile(profile) : null };
  }

  @Post('register')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'Full (trading) member registration with resident ID or ARC' })
  async register(
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @ValidBody(memberProfileSchema) input: MemberProfileInput,
  ) {
    await this.members.register(user, input);
    return this.status(req, user.id);
  }

  @Get('bank')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'The bound bank account (masked), or null' })
  async bank(@CurrentUser() user: AuthUser) {
    const bank = await this.members.findCurrentBank(user.id);
    return { data: bank ? presentBank(bank, await this.members.bankName(bank.bankCode)) : null };
  }

  @Post('bank')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'Bind the bank account with its images' })
  async bindBank(
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @ValidBody(memberBankSchema) input: MemberBankInput,
  ) {
    await this.members.bindBank(user, input);
    return this.status(req, user.id);
  }

  @Put('bank')
  @RequireMemberLevel('full')
  @ApiOperation({ summary: 'Change the bound bank account (needs a mobile verification code)' })
  async updateBank(@CurrentUser() user: AuthUser, @ValidBody(updateBankSchema) input: UpdateBankInput) {
    const bank = await this.members.updateBank(user, input);
    return { data: presentBank(bank, await this.members.bankName(bank.bankCode)) };
  }

  @Get('risk-questionnaire')
  @RequireMemberLevel('full')
  @ApiOperation({ summary: 'The latest risk questionnaire answers, or null' })
  async questionnaire(@CurrentUser() user: AuthUser) {
    const answers = await this.members.findQuestionnaire(user.id);
    return { data: answers ? presentQuestionnaire(answers) : null };
  }

  @Post('risk-questionnaire')
  @RequireMemberLevel('full')
  @ApiOperation({ summary: 'Answer the risk questionnaire' })
  async answerQuestionnaire(
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @ValidBody(riskQuestionnaireSchema) input: RiskQuestionnaireInput,
  ) {
    await this.members.answerQuestionnaire(user, input);
    return this.status(req, user.id);
  }

  @Put('update-profile')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'Update address, phone and safe question (password required)' })
  async updateProfile(@CurrentUser() user: AuthUser, @ValidBody(updateProfileSchema) input: UpdateProfileInput) {
    return { data: presentProfile(await this.members.updateProfile(user, input)) };
  }

  @Put('update-social')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'Update LINE / Skype contacts (at least one)' })
  async updateSocial(@CurrentUser() user: AuthUser, @ValidBody(updateSocialSchema) input: UpdateSocialInput) {
    const profile = await this.members.updateSocial(user, input);
    return { data: { contact_line: profile.contactLine, contact_skype: profile.contactSkype } };
  }
}
