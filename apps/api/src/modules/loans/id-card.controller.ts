import { Controller, Get, HttpCode, Inject, Injectable, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { MESSAGES, idCardVerifyRequestSchema } from '@lendbridge/domain';
import type { IdCardVerifyRequest } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { ID_CARD_VERIFIER } from './id-card-verifier.js';
import type { IdCardVerifier } from './id-card-verifier.js';

const notVerified = (message: string): AppError => new AppError(400, 'ID_CARD_NOT_VERIFIED', message);

/** Runs the ID-card check and records every answer for the member who asked. */
@Injectable()
export class IdCardService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ID_CARD_VERIFIER) private readonly verifier: IdCardVerifier,
  ) {}

  async verify(user: AuthUser, request: IdCardVerifyRequest): Promise<{ verified: true }> {
    const result = await this.verifier.verify(request);
    await this.dataSource.query(
      `INSERT INTO id_card_verifications (user_id, person_id, apply_code, apply_yyymmdd, issue_site_id, verified, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        user.id,
        request.personId,
        request.applyCode,
        request.applyYyymmdd,
        request.issueSiteId,
        result.verified,
        result.verified ? null : result.message,
      ],
    );
    if (!result.verified) throw notVerified(result.message);
    return { verified: true };
  }

  /** Whether the member's latest check of this ID passed. */
  async check(user: AuthUser, personId: string): Promise<{ verified: true }> {
    const rows: { verified: boolean }[] = await this.dataSource.query(
      `SELECT verified FROM id_card_verifications
        WHERE user_id = $1 AND person_id = $2
        ORDER BY created_at DESC, id DESC
        LIMIT 1`,
      [user.id, personId.trim().toUpperCase()],
    );
    if (!rows[0]?.verified) throw notVerified(MESSAGES.idCardNotVerified);
    return { verified: true };
  }
}

/** The student ID-card widget: check a number, or verify a card. */
@ApiTags('loan applications')
@Controller('id-card')
export class IdCardController {
  constructor(private readonly idCards: IdCardService) {}

  @Get('check/:idnum')
  @ApiOperation({ summary: 'Whether I have verified this ID card (200) or not (400)' })
  async check(@CurrentUser() user: AuthUser, @Param('idnum') idnum: string) {
    return { data: await this.idCards.check(user, idnum) };
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify an ID card with the re-issue check (400 驗證失敗 with the reason)' })
  async verify(@CurrentUser() user: AuthUser, @ValidBody(idCardVerifyRequestSchema) input: IdCardVerifyRequest) {
    return { data: await this.idCards.verify(user, input) };
  }
}
