import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CURRENT_POLICY_VERSION } from '@lendbridge/domain';
import type { AgreePolicyInput } from '@lendbridge/domain';
import { policyAgreedAt, recordPolicyAgreement } from './policy-agreements.queries.js';

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
    const agreedAt = await policyAgreedAt(this.dataSource.manager, userId, CURRENT_POLICY_VERSION);
    return { version: CURRENT_POLICY_VERSION, agreed: agreedAt !== null, agreed_at: agreedAt };
  }

  /** Records the acceptance of the current version; accepting again keeps the first time. */
  async agree(userId: number, input: AgreePolicyInput): Promise<PolicyAgreementState> {
    await recordPolicyAgreement(this.dataSource.manager, userId, CURRENT_POLICY_VERSION, input);
    return this.current(userId);
  }
}
