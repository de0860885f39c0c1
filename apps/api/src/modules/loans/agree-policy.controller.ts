import { Controller, Get, Injectable, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CURRENT_POLICY_VERSION, agreePolicySchema } from '@lendbridge/domain';
import type { AgreePolicyInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';

export interface PolicyAgreementState {
  version: string;
  agreed: boolean;
  agreed_at: Date | null;
}

/** The member's acceptance of the privacy and transaction policies, per policy version. */
@Injectable()
export class PolicyAgreementsService {
  constructor(private readonly dataSource: DataSource) {}

  async current(userId: number): Promise<PolicyAgreementState> {
    const [row] = (await this.dataSource.query(
      `SELECT agreed_at FROM policy_agreements WHERE user_id = $1 AND version = $2`,
      [userId, CURRENT_POLICY_VERSION],
    )) as { agreed_at: Date }[];
    return { version: CURRENT_POLICY_VERSION, agreed: row !== undefined, agreed_at: row?.agreed_at ?? null };
  }

  /** Records the acceptance of the current version; accepting again keeps the first time. */
  async agree(userId: number, input: AgreePolicyInput): Promise<PolicyAgreementState> {
    await this.dataSource.query(
      `INSERT INTO policy_agreements (user_id, version, privacy_policy, transaction_policy) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, version) DO NOTHING`,
      [userId, CURRENT_POLICY_VERSION, input.agree_policy.privacy_policy, input.agree_policy.transaction_policy],
    );
    return this.current(userId);
  }
}

@ApiTags('agree policy')
@Controller('agree-policy')
export class AgreePolicyController {
  constructor(private readonly agreements: PolicyAgreementsService) {}

  @Get()
  @ApiOperation({ summary: 'Whether I accepted the current policy version' })
  async show(@CurrentUser() user: AuthUser) {
    return { data: await this.agreements.current(user.id) };
  }

  @Post()
  @ApiOperation({ summary: 'Accept the current privacy and transaction policies' })
  async agree(@CurrentUser() user: AuthUser, @ValidBody(agreePolicySchema) input: AgreePolicyInput) {
    return { data: await this.agreements.agree(user.id, input) };
  }
}
