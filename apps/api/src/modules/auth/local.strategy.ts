import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { User } from '../users/user.entity.js';
import { AuthService } from './auth.service.js';
import { throttleAddress } from './client-address.js';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.verifyCredentials(email, password, throttleAddress(req.ip ?? 'unknown'));
  }
}
