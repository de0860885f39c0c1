import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ALUMNI_BLOCK,
  createLoanApplicationSchema,
  loanAttachmentsSchema,
  needsAlumniRecord,
  submitLoanApplicationSchema,
} from '@lendbridge/domain';
import type {
  CreateLoanApplicationInput,
  LoanAttachmentFile,
  LoanAttachmentsInput,
  SubmitLoanApplicationInput,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { iso } from '../../common/dates.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { LoanApplication } from './loan-application.entity.js';
import { GuarantorsService } from './guarantors.service.js';
import { LoanApplicationsService, splitAlumni } from './loan-applications.service.js';

function attachmentUrls(attachments: Record<string, string[]>): Record<string, LoanAttachmentFile[]> {
  return Object.fromEntries(
    Object.entries(attachments).map(([kind, ids]) => [kind, ids.map((id) => ({ id, path: id, url: `/api/uploads/${id}` }))]),
  );
}

export function presentApplication(application: LoanApplication) {
  const { profile, alumni } = splitAlumni(application.profile);
  return {
    application: {
      ...application.application,
      serial: application.serial,
      status: application.status,
      app_type: application.appType,
      tags: application.tags,
    },
    profile,
    ...(needsAlumniRecord(application.appType) ? { [ALUMNI_BLOCK]: alumni ?? {} } : {}),
    corporate_profile: application.corporateProfile,
    collaterals: application.collaterals,
    attachments: attachmentUrls(application.attachments),
    step: application.step,
    submitted_at: iso(application.submittedAt),
    created_at: application.createdAt.toISOString(),
  };
}

function serialOnly(application: LoanApplication) {
  return { data: { application: { serial: application.serial } } };
}

/** The borrower's own applications: drafts are edited while `prepare`, then submitted for review. */
@ApiTags('loan applications')
@Controller('loan-applications')
@RequireMemberLevel('full')
export class LoanApplicationsController {
  constructor(
    private readonly applications: LoanApplicationsService,
    private readonly guarantors: GuarantorsService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a draft application (type credit unless given)' })
  async create(@CurrentUser() user: AuthUser, @ValidBody(createLoanApplicationSchema) input: CreateLoanApplicationInput) {
    return serialOnly(await this.applications.create(user, input.app_type ?? 'credit'));
  }

  @Get()
  @ApiOperation({ summary: 'My applications, newest first' })
  async list(@CurrentUser() user: AuthUser) {
    return { data: (await this.applications.listOwn(user)).map(presentApplication) };
  }

  @Get(':serial')
  @ApiOperation({ summary: 'One of my applications' })
  async show(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    const application = await this.applications.findOwn(user, serial);
    const guarantor = application.appType === 'guarantor' ? { guarantor: await this.guarantors.named(application.id) } : {};
    return { data: { ...presentApplication(application), ...guarantor } };
  }

  @Put(':serial')
  @ApiOperation({ summary: 'Save the changed fields of a draft (app_type, application, profile, step; ntu: alumni)' })
  async update(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @Body() body: unknown) {
    return serialOnly(await this.applications.update(user, serial, body));
  }

  @Get(':serial/attachments')
  @ApiOperation({ summary: 'The documents of an application' })
  async attachments(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    const application = await this.applications.findOwn(user, serial);
    return { data: attachmentUrls(application.attachments) };
  }

  @Post(':serial/attachments')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set the documents of a draft, by kind (upload ids); while submitted or reviewing, add files to the kinds its type may add',
  })
  async saveAttachments(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(loanAttachmentsSchema) input: LoanAttachmentsInput,
  ) {
    const application = await this.applications.saveAttachments(user, serial, input.attachments);
    return { data: attachmentUrls(application.attachments) };
  }

  @Post(':serial/submit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Submit a draft for review after checking every rule of its type' })
  async submit(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(submitLoanApplicationSchema) input: SubmitLoanApplicationInput,
  ) {
    return serialOnly(await this.applications.submit(user, serial, input));
  }
}
