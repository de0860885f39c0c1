import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { schoolEmailVerificationSchema } from '@lendbridge/domain';
import type { SchoolEmailVerificationInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { StudentEmailService } from './student-email.service.js';

/** The school e-mail of a student draft: send the link, then poll whether it was opened. */
@ApiTags('loan applications')
@Controller('loan-applications')
@RequireMemberLevel('full')
export class StudentEmailController {
  constructor(private readonly studentEmail: StudentEmailService) {}

  @Post(':serial/school-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the verification link to the school e-mail of a student draft (60 s cooldown)' })
  async send(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(schoolEmailVerificationSchema) input: SchoolEmailVerificationInput,
  ) {
    return { data: await this.studentEmail.send(user, serial, input.email) };
  }

  @Get(':serial/school-email/check-verified')
  @ApiOperation({ summary: 'Whether the school e-mail last sent for the draft is verified' })
  async checkVerified(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.studentEmail.state(user, serial) };
  }
}

/** The link in the verification e-mail: works without a session, then opens the draft. */
@ApiTags('loan applications')
@Controller('school-email')
export class SchoolEmailLinkController {
  constructor(private readonly studentEmail: StudentEmailService) {}

  @Get('verify')
  @Public()
  @ApiOperation({ summary: 'Open the link of a school e-mail verification; redirects to the draft' })
  @ApiQuery({ name: 'token', required: true, type: String, example: '5f0c9a2e7b1d4c83a6e2f9b04d7c1a38' })
  @ApiResponse({
    status: 302,
    description: 'To the draft application whose school e-mail is now verified',
    headers: { Location: { description: 'The draft', schema: { type: 'string', example: '/loan-application/L2026110057' } } },
  })
  async verify(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const serial = await this.studentEmail.confirm(typeof token === 'string' ? token : '');
    res.redirect(302, `/loan-application/${encodeURIComponent(serial)}`);
  }
}
