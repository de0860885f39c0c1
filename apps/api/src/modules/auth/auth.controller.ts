import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  TWO_FACTOR_PENDING_TTL_SECONDS,
  TWO_FACTOR_TEXTS,
  forgotPasswordSchema,
  loginSchema,
  registerConfirmSchema,
  twoFactorLoginSchema,
} from '@lendbridge/domain';
import {
  serverChangePasswordSchema,
  serverRegisterSchema,
  serverResetPasswordSchema,
} from '@lendbridge/domain/common-password';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  RegisterConfirmInput,
  RegisterInput,
  ResetPasswordInput,
  TwoFactorLoginInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { issueCsrfToken } from '../../common/csrf.js';
import { CurrentUser, Public } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { User } from '../users/user.entity.js';
import { UserStatusService } from '../users/user-status.service.js';
import type { UserStatus } from '../users/user-status.service.js';
import { CSRF_EXAMPLE, LOGIN_BODY_EXAMPLE, LOGIN_EXAMPLE, MEMBER_STATUS_EXAMPLE, SENT_EXAMPLE, STATUS_EXAMPLE, VISITOR_STATUS_EXAMPLE } from './auth.examples.js';
import { TwoFactorClock } from '../two-factor/two-factor.clock.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { AuthService } from './auth.service.js';
import { LoginGuard } from './login.guard.js';
import { endSession, startSession, startTwoFactorStep } from './session.js';

/** The login answer: signed in, or (two_factor_required) the password was right and a code must follow. */
type LoginAnswer = UserStatus & { next: string; two_factor_required?: true };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly userStatus: UserStatusService,
    private readonly clock: BusinessClock,
    private readonly twoFactor: TwoFactorService,
    private readonly twoFactorClock: TwoFactorClock,
  ) {}

  @Public()
  @Get('csrf')
  @ApiOperation({ summary: 'The session CSRF token, required in X-CSRF-Token on every change' })
  @ApiOkResponse({ schema: { example: CSRF_EXAMPLE } })
  csrf(@Req() req: Request): { data: { csrfToken: string } } {
    return { data: { csrfToken: issueCsrfToken(req) } };
  }

  @Public()
  @Get('status')
  @ApiOperation({ summary: 'The user-status root data (the member ladder)' })
  @ApiOkResponse({ description: 'A visitor; a member answers as after login', schema: { example: STATUS_EXAMPLE } })
  async status(@Req() req: Request): Promise<{ data: UserStatus & { businessDate: string } }> {
    return { data: { ...this.userStatus.present(req.authUser, issueCsrfToken(req)), businessDate: await this.clock.today() } };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  @ApiOperation({
    summary:
      'Sign in with e-mail and password; rotates the session id. With two-factor sign-in on, answers two_factor_required and no session: the code follows at /api/auth/login/two-factor',
  })
  @ApiBody({ schema: { type: 'object', example: LOGIN_BODY_EXAMPLE } })
  @ApiOkResponse({ schema: { example: LOGIN_EXAMPLE } })
  async login(@Req() req: Request): Promise<{ data: LoginAnswer }> {
    const user = req.user as User;
    const { next } = loginSchema.parse(req.body);
    if (await this.twoFactor.isEnabled(user.id)) {
      const expiresAt = this.twoFactorClock.nowMs() + TWO_FACTOR_PENDING_TTL_SECONDS * 1000;
      const csrfToken = await startTwoFactorStep(req, user, expiresAt);
      return { data: { ...this.userStatus.present(undefined, csrfToken), next: next ?? '/', two_factor_required: true } };
    }
    const csrfToken = await startSession(req, user, { twoFactorEnrolOnly: await this.twoFactor.mustEnrol(user) });
    await this.twoFactor.notifySignIn(user, req.ip ?? 'unknown');
    const status = await this.userStatus.load(user.id);
    return { data: { ...this.userStatus.present(status, csrfToken), next: next ?? '/' } };
  }

  @Public()
  @Post('login/two-factor')
  @HttpCode(200)
  @ApiOperation({ summary: 'The second sign-in step: a two-factor code or one recovery code, after the password' })
  @ApiOkResponse({ schema: { example: { data: MEMBER_STATUS_EXAMPLE } } })
  async loginTwoFactor(
    @Req() req: Request,
    @ValidBody(twoFactorLoginSchema, { code: '482913' }) input: TwoFactorLoginInput,
  ): Promise<{ data: UserStatus }> {
    const pending = req.session.twoFactorPending;
    if (!pending || pending.expiresAt <= this.twoFactorClock.nowMs()) {
      delete req.session.twoFactorPending;
      throw AppError.unauthorized(TWO_FACTOR_TEXTS.loginPendingMissing);
    }
    const user = await this.twoFactor.completeLogin(pending, input, req.ip ?? 'unknown');
    const csrfToken = await startSession(req, user);
    return { data: this.userStatus.present(await this.userStatus.load(user.id), csrfToken) };
  }

  @Public()
  @Post('register')
  @ApiOperation({
    summary: 'Register: e-mails the link that creates the account (same answer whether or not the e-mail has one)',
  })
  @ApiCreatedResponse({ schema: { example: SENT_EXAMPLE } })
  async register(
    @ValidBody(serverRegisterSchema, {
      email: 'xiaoming.wang@example.com.tw',
      email_confirmation: 'xiaoming.wang@example.com.tw',
      mobile: '0912345678',
      password: 'Xinqiao-2026!',
      password_confirmation: 'Xinqiao-2026!',
      member_type: 'person',
      intent: 'lender',
      agree_policy: true,
    })
    input: RegisterInput,
  ): Promise<{ data: { sent: true } }> {
    await this.auth.register(input);
    return { data: { sent: true } };
  }

  @Public()
  @Post('register/confirm')
  @ApiOperation({ summary: 'Open the registration link with the password typed at registration: creates the account, signed in' })
  @ApiCreatedResponse({ schema: { example: { data: { ...MEMBER_STATUS_EXAMPLE, isMemberFull: false, isMemberBankFilled: false, isMemberCompletedQuestionnaire: false, isMemberVerified: false, isMemberBankVerified: false } } } })
  async confirmRegistration(
    @Req() req: Request,
    @ValidBody(registerConfirmSchema, { token: 'c2f7a1e9d4b8406f9e3a5b1d7c0e2f48', password: 'Xinqiao-2026!' }) input: RegisterConfirmInput,
  ): Promise<{ data: UserStatus }> {
    const user = await this.auth.confirmRegistration(input);
    const csrfToken = await startSession(req, user);
    return { data: this.userStatus.present(await this.userStatus.load(user.id), csrfToken) };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: the session is destroyed on the server' })
  @ApiOkResponse({ schema: { example: { data: VISITOR_STATUS_EXAMPLE } } })
  async logout(@Req() req: Request): Promise<{ data: UserStatus }> {
    const csrfToken = await endSession(req);
    return { data: this.userStatus.present(undefined, csrfToken) };
  }

  @Public()
  @Post('password/forgot')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a password reset link (same answer whether or not the account exists)' })
  @ApiOkResponse({ schema: { example: SENT_EXAMPLE } })
  async forgot(@ValidBody(forgotPasswordSchema, { email: 'xiaoming.wang@example.com.tw' }) input: ForgotPasswordInput): Promise<{ data: { sent: true } }> {
    await this.auth.requestPasswordReset(input);
    return { data: { sent: true } };
  }

  @Public()
  @Post('password/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token' })
  @ApiOkResponse({ schema: { example: { data: { reset: true } } } })
  async reset(
    @ValidBody(serverResetPasswordSchema, { token: '9b1e4c7a2d5f4e08a6c3b7d1e9f02a5c', password: 'Qiao-Xin-2027!', password_confirmation: 'Qiao-Xin-2027!' })
    input: ResetPasswordInput,
  ): Promise<{ data: { reset: true } }> {
    await this.auth.resetPassword(input);
    return { data: { reset: true } };
  }

  @Post('password/change')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password; other sessions of the account end' })
  async change(
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @ValidBody(serverChangePasswordSchema) input: ChangePasswordInput,
  ): Promise<{ data: { changed: true; csrfToken: string } }> {
    const passwordChangedAt = await this.auth.changePassword(user.id, input);
    const csrfToken = await startSession(req, { id: user.id, passwordChangedAt });
    return { data: { changed: true, csrfToken } };
  }
}
