import { SetMetadata, createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Role } from '@lendbridge/domain';
import type { AuthUser, MemberLevel } from './auth-user.js';

export const PUBLIC_KEY = 'lendbridge:public';
export const ROLES_KEY = 'lendbridge:roles';
export const MEMBER_LEVEL_KEY = 'lendbridge:member-level';

/** Open to visitors; the session user, if any, is still loaded. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Requires one of these roles (403 otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** Requires the member ladder up to this level, answering with the ladder's own message. */
export const RequireMemberLevel = (level: MemberLevel) => SetMetadata(MEMBER_LEVEL_KEY, level);

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const request = context.switchToHttp().getRequest<Request>();
  if (!request.authUser) throw new Error('CurrentUser used on a route without an authenticated user');
  return request.authUser;
});

export const TWO_FACTOR_ENROLMENT_KEY = 'lendbridge:two-factor-enrolment';

/** A route a staff sign-in that must first turn two-factor sign-in on may still use. */
export const AllowedBeforeTwoFactor = () => SetMetadata(TWO_FACTOR_ENROLMENT_KEY, true);
