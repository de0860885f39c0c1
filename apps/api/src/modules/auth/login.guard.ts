import { Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** Validates the login form with the shared schema, then authenticates through passport-local. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const parsed = loginSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalid credentials');
    return user;
  }
}
