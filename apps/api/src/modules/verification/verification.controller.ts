import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  verifyEmailCodeSchema,
  verifyEmailSchema,
  verifyMobileCodeSchema,
  verifyMobileSchema,
} from '@lendbridge/domain';
import type {
  VerifyEmailCodeInput,
  VerifyEmailInput,
  VerifyMobileCodeInput,
  VerifyMobileInput,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { VerificationService } from './verification.service.js';
import type { CodeSent } from './verification.service.js';

const OK = 200;

/** Verification codes for the signed-in user's mobile and e-mail (60 s resend cooldown). */
@ApiTags('verification')
@Controller('verify')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Post('mobile')
  @HttpCode(OK)
  async sendMobile(
    @CurrentUser() user: AuthUser,
    @ValidBody(verifyMobileSchema) body: VerifyMobileInput,
  ): Promise<{ data: CodeSent }> {
    return { data: await this.verification.sendMobileCode(user.id, body.mobile) };
  }

  @Post('mobile-code')
  @HttpCode(OK)
  async confirmMobile(
    @CurrentUser() user: AuthUser,
    @ValidBody(verifyMobileCodeSchema) body: VerifyMobileCodeInput,
  ): Promise<{ data: { verified: true; mobile: string } }> {
    return { data: await this.verification.confirmMobile(user.id, body.mobile, body.code) };
  }

  @Post('email')
  @HttpCode(OK)
  async sendEmail(
    @CurrentUser() user: AuthUser,
    @ValidBody(verifyEmailSchema) _body: VerifyEmailInput,
  ): Promise<{ data: CodeSent }> {
    return { data: await this.verification.sendEmailCode(user.id) };
  }

  @Post('email-code')
  @HttpCode(OK)
  async confirmEmail(
    @CurrentUser() user: AuthUser,
    @ValidBody(verifyEmailCodeSchema) body: VerifyEmailCodeInput,
  ): Promise<{ data: { verified: true; email: string } }> {
    return { data: await this.verification.confirmEmail(user.id, body.code) };
  }
}
