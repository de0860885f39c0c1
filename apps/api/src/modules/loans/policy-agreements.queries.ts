import type { EntityManager } from 'typeorm';
import type { AgreePolicyInput } from '@lendbridge/domain';

/** When the member accepted this policy version, or null before they did. */
export async function policyAgreedAt(manager: EntityManager, userId: number, version: string): Promise<Date | null> {
  const [row] = (await manager.query(`SELECT agreed_at FROM policy_agreements WHERE user_id = $1 AND version = $2`, [userId, version])) as {
    agreed_at: Date;
  }[];
  return row?.agreed_at ?? null;
}

/** Records the acceptance of a policy version; accepting again keeps the first time. */
export async function recordPolicyAgreement(manager: EntityManager, userId: number, version: string, input: AgreePolicyInput): Promise<void> {
  await manager.query(
    `INSERT INTO policy_agreements (user_id, version, privacy_policy, transaction_policy) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, version) DO NOTHING`,
    [userId, version, input.agree_policy.privacy_policy, input.agree_policy.transaction_policy],
  );
}
