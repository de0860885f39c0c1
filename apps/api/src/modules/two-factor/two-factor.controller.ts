import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { twoFactorCodeSchema } from '@lendbridge/domain';
import type { TwoFactorCodeInput, TwoFactorEnabled, TwoFactorEnrolment, TwoFactorState } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { AllowedBeforeTwoFactor, CurrentUser } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { TwoFactorService } from './two-factor.service.js';

/** The signed-in account's two-factor sign-in: members and staff alike. */
@ApiTags('two-factor')
@Controller('two-factor')
@AllowedBeforeTwoFactor()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, the recovery codes left, and whether this account must use it' })
  async state(@CurrentUser() user: AuthUser): Promise<{ data: TwoFactorState }> {
    return { data: await this.twoFactor.state(user) };
  }

  @Post('enrolment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start turning it on: a new secret, its otpauth URI and QR code (SVG data URL); not in force until confirmed' })
  async start(@CurrentUser() user: AuthUser): Promise<{ data: TwoFactorEnrolment }> {
    return { data: await this.twoFactor.startEnrolment(user) };
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn it on with a first code; answers the recovery codes, shown this once' })
  async confirm(
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @ValidBody(twoFactorCodeSchema) input: TwoFactorCodeInput,
  ): Promise<{ data: TwoFactorEnabled }> {
    const codes = await this.twoFactor.confirmEnrolment(user, input.code);
    delete req.session.twoFactorEnrolOnly;
    return { data: { enabled: true, recovery_codes: codes } };
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn it off with a current code (staff who must use it cannot)' })
  async disable(@CurrentUser() user: AuthUser, @ValidBody(twoFactorCodeSchema) input: TwoFactorCodeInput): Promise<{ data: { enabled: false } }> {
    await this.twoFactor.disable(user, input.code);
    return { data: { enabled: false } };
  }
}
