import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { Env } from './env.js';

export const ENV = Symbol('ENV');

/** The HMAC key of the human check's challenges (see captchaKeyOf). */
export const CAPTCHA_KEY = Symbol('CAPTCHA_KEY');

/** The HMAC key of the embedded campaign frame's tokens (see campaignTokenKeyOf). */
export const CAMPAIGN_TOKEN_KEY = Symbol('CAMPAIGN_TOKEN_KEY');

/** Secrets resolved at start from the environment and the data folder. */
export interface AppSecrets {
  captchaKey: string;
  campaignTokenKey: string;
}

@Global()
@Module({})
export class ConfigModule {
  static register(env: Env, secrets: AppSecrets): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: ENV, useValue: env },
        { provide: CAPTCHA_KEY, useValue: secrets.captchaKey },
        { provide: CAMPAIGN_TOKEN_KEY, useValue: secrets.campaignTokenKey },
      ],
      exports: [ENV, CAPTCHA_KEY, CAMPAIGN_TOKEN_KEY],
    };
  }
}
