import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES, namesIdentityOnFile } from '@lendbridge/domain';
import type { IdCardVerifyRequest } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { ID_CARD_VERIFIER } from './id-card-verifier.js';
import type { IdCardVerifier } from './id-card-verifier.js';
import { latestIdCardCheckPassed, recordIdCardVerification, residentIdOnFile } from './id-card.queries.js';

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
    const onFile = await residentIdOnFile(this.dataSource.manager, user.id);
    if (onFile === null || (named !== undefined && !namesIdentityOnFile(named, onFile))) throw notOwn();
    return onFile;
  }

  async verify(user: AuthUser, request: IdCardVerifyRequest): Promise<{ verified: true }> {
    const personId = await this.ownResidentId(user, request.personId);
    const record = { ...request, personId };
    const result = await this.verifier.verify(record);
    await recordIdCardVerification(this.dataSource.manager, user.id, record, result);
    if (!result.verified) throw notVerified(result.message);
    return { verified: true };
  }

  /** Whether the member's latest check of their own ID (named in full or masked) passed. */
  async check(user: AuthUser, named: string): Promise<{ verified: true }> {
    const personId = await this.ownResidentId(user, named);
    if (!(await latestIdCardCheckPassed(this.dataSource.manager, user.id, personId))) throw notVerified(MESSAGES.idCardNotVerified);
    return { verified: true };
  }
}
