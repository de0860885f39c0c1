import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { toJSONSchema } from 'zod';
import { BANK_SIGNATURE_HEADER, MESSAGES, bankNotificationSchema } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { Public } from '../../common/decorators.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { ConfigError, envSchema } from '../../config/env.js';
import type { Env } from '../../config/env.js';
import { ENV } from '../../config/config.module.js';
import { bankSignatureInvalid } from './bank.errors.js';
import { isValidBankSignature } from './bank-signature.js';
import { DepositsService } from './deposits.service.js';
import { ApiExample } from '../../common/openapi.js';

/** The bank calls this path with its own signature: no session, no CSRF token; the raw body is kept for the HMAC. */
export const BANK_NOTIFICATIONS_PATH = '/api/bank/notifications';

type OpenApiSchema = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'];

/**
 * Incoming transfers to virtual accounts, as the bank reports them: the body is signed with
 * HMAC-SHA256 (BANK_WEBHOOK_SECRET) in X-Bank-Signature. Each notification_id counts once; a
 * repeat answers what the first one did.
 */
@ApiTags('bank')
@Controller('bank')
export class BankNotificationsController implements OnModuleInit {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly deposits: DepositsService,
  ) {}

  /** A production server does not start with the development secret. */
  onModuleInit(): void {
    const developmentSecret: unknown = envSchema.shape.BANK_WEBHOOK_SECRET.parse(undefined);
    if (this.env.NODE_ENV === 'production' && this.env.BANK_WEBHOOK_SECRET === developmentSecret) {
      throw new ConfigError('Invalid configuration:\n  BANK_WEBHOOK_SECRET: set the secret shared with the bank in production');
    }
  }

  @Post('notifications')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'A bank notification of an incoming transfer: {data:{notification_id, deposit_id, status, amount}}' })
  @ApiHeader({ name: BANK_SIGNATURE_HEADER, required: true, description: 'hex HMAC-SHA256 of the raw body (optionally sha256=…)' })
  @ApiBody({
    schema: {
      ...(toJSONSchema(bankNotificationSchema, { io: 'input', unrepresentable: 'any' }) as OpenApiSchema),
      example: { notification_id: 'CTBC-20261128-000173', virtual_account: '95688000001286', amount: 50000, transferred_at: '2026-11-28T10:15:00+08:00' },
    },
  })
  @ApiExample({ data: { notification_id: 'CTBC-20261128-000173', deposit_id: 317, status: 'credited', amount: 50000 } })
  async notify(@Req() req: Request) {
    const raw: unknown = req.body;
    if (!Buffer.isBuffer(raw) || !isValidBankSignature(this.env.BANK_WEBHOOK_SECRET, raw, req.header(BANK_SIGNATURE_HEADER))) {
      throw bankSignatureInvalid();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError(400, 'MALFORMED_JSON', MESSAGES.malformedRequest);
    }
    const input = zodPipe(bankNotificationSchema).transform(parsed);
    return { data: await this.deposits.recordNotification(input) };
  }
}
