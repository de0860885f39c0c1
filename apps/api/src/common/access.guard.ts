import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { MESSAGES, TWO_FACTOR_TEXTS } from '@lendbridge/domain';
import type { Role } from '@lendbridge/domain';
import { AppError } from './app-error.js';
import type { AuthUser, MemberLevel } from './auth-user.js';
import { MEMBER_LEVEL_KEY, PUBLIC_KEY, ROLES_KEY, TWO_FACTOR_ENROLMENT_KEY } from './decorators.js';
import { existingSession } from './request-pipeline.js';
import { UserStatusService } from '../modules/users/user-status.service.js';

const LADDER: { level: MemberLevel; holds: (user: AuthUser) => boolean; code: string; message: string }[] = [
  { level: 'member', holds: (user) => user.isMember, code: 'NOT_MEMBER', message: MESSAGES.notMember },
  { level: 'full', holds: (user) => user.isMemberFull, code: 'NOT_MEMBER_FULL', message: MESSAGES.notMemberFull },
  {
    level: 'questionnaire',
    holds: (user) => user.isMemberCompletedQuestionnaire,
    code: 'QUESTIONNAIRE_INCOMPLETE',
    message: MESSAGES.questionnaireIncomplete,
  },
];

/** Throws the ladder's message for the first level below `required` that does not hold. */
export function assertMemberLevel(user: AuthUser, required: MemberLevel): void {
  for (const step of LADDER) {
    if (!step.holds(user)) throw AppError.forbidden(step.message, step.code);
    if (step.level === required) return;
  }
}

/**
 * Global guard: loads the session user, then applies @Public, @Roles and @RequireMemberLevel.
 * A staff sign-in that must first turn two-factor sign-in on reaches only @AllowedBeforeTwoFactor routes.
 * Every route needs a signed-in user unless marked @Public.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly userStatus: UserStatusService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const targets = [context.getHandler(), context.getClass()];
    const userId = existingSession(request)?.userId;
    // A session whose account is gone, disabled or whose password changed since sign-in is replaced.
    if (userId !== undefined) {
      const user = await this.userStatus.load(userId);
      if (user && request.session.passwordVersion === user.passwordChangedAt.toISOString()) request.authUser = user;
      else await new Promise<void>((resolve) => request.session.regenerate(() => resolve()));
    }
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const user = request.authUser;
    if (!user) throw AppError.unauthorized();
    if (request.session.twoFactorEnrolOnly && !this.reflector.getAllAndOverride<boolean>(TWO_FACTOR_ENROLMENT_KEY, targets)) {
      throw AppError.forbidden(TWO_FACTOR_TEXTS.enrolmentRequired, 'TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.some((role) => user.roles.includes(role))) throw AppError.forbidden();
    const level = this.reflector.getAllAndOverride<MemberLevel | undefined>(MEMBER_LEVEL_KEY, targets);
    if (level) assertMemberLevel(user, level);
    return true;
  }
}
