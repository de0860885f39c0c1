import { Controller, Get, HttpCode, Inject, Injectable, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { MESSAGES, idCardVerifyRequestSchema, namesIdentityOnFile } from '@lendbridge/domain';
import type { IdCardVerifyRequest } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { ID_CARD_VERIFIER } from './id-card-verifier.js';
import type { IdCardVerifier } from './id-card-verifier.js';

const notVerified = (message: string): AppError => new AppError(400, 'ID_CARD_NOT_VERIFIED', message);

const notOwn = (): AppError => new AppError(400, 'ID_CARD_NOT_OWN', MESSAGES.idCardNotOwn, { personId: MESSAGES.idCardNotOwn });

/**
 * Runs the ID-card check of the member's own resident ID on file and records every answer. The
 * client may name the ID (in full or masked as the profile shows it) but never choose another.
 */
@Injectable()
export class IdCardService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ID_CARD_VERIFIER) private readonly verifier: IdCardVerifier,
  ) {}

  /** The member's resident ID on file, once what the client named (if anything) is that one. */
  private async ownResidentId(user: AuthUser, named: string | undefined): Promise<string> {
    const rows: { resident_id: string | null }[] = await this.dataSource.query(
      `SELECT resident_id FROM member_profiles WHERE user_id = $1`,
      [user.id],
    );
    const onFile = rows[0]?.resident_id ?? null;
    if (onFile === null || (named !== undefined && !namesIdentityOnFile(named, onFile))) throw notOwn();
    return onFile;
  }

  async verify(user: AuthUser, request: IdCardVerifyRequest): Promise<{ verified: true }> {
    const personId = await this.ownResidentId(user, request.personId);
    const record = { ...request, personId };
    const result = await this.verifier.verify(record);
    await this.dataSource.query(
      `INSERT INTO id_card_verifications (user_id, person_id, apply_code, apply_yyymmdd, issue_site_id, verified, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        user.id,
        record.personId,
        record.applyCode,
        record.applyYyymmdd,
        record.issueSiteId,
        result.verified,
        result.verified ? null : result.message,
      ],
    );
    if (!result.verified) throw notVerified(result.message);
    return { verified: true };
  }

  /** Whether the member's latest check of their own ID (named in full or masked) passed. */
  async check(user: AuthUser, named: string): Promise<{ verified: true }> {
    const personId = await this.ownResidentId(user, named);
    const rows: { verified: boolean }[] = await this.dataSource.query(
      `SELECT verified FROM id_card_verifications
        WHERE user_id = $1 AND person_id = $2
        ORDER BY created_at DESC, id DESC
        LIMIT 1`,
      [user.id, personId],
    );
    if (!rows[0]?.verified) throw notVerified(MESSAGES.idCardNotVerified);
    return { verified: true };
  }
}

/** The student ID-card widget: check or verify the member's own ID card. */
@ApiTags('loan applications')
@Controller('id-card')
@RequireMemberLevel('full')
export class IdCardController {
  constructor(private readonly idCards: IdCardService) {}

  @Get('check/:idnum')
  @ApiOperation({ summary: 'Whether I have verified my own ID card, named in full or masked (200), or not (400)' })
  async check(@CurrentUser() user: AuthUser, @Param('idnum') idnum: string) {
    return { data: await this.idCards.check(user, idnum) };
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify my own ID card with the re-issue check (400 with the reason; another ID 400 ID_CARD_NOT_OWN)' })
  async verify(@CurrentUser() user: AuthUser, @ValidBody(idCardVerifyRequestSchema) input: IdCardVerifyRequest) {
    return { data: await this.idCards.verify(user, input) };
  }
}
