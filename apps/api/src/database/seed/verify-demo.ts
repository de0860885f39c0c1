import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembersService } from '../../modules/members/members.service.js';

async function firstAdmin(app: INestApplication): Promise<number | undefined> {
  const [admin] = (await app.get(DataSource).query(`SELECT id FROM users WHERE 'admin' = ANY (roles) ORDER BY id LIMIT 1`)) as {
    id: number;
  }[];
  return admin?.id;
}

/** The first admin verifies the demo member's identity, as in the console. */
export async function verifyDemoIdentity(app: INestApplication, userId: number): Promise<void> {
  const adminId = await firstAdmin(app);
  if (adminId !== undefined) await app.get(MembersService).review(adminId, userId, 'identity', 'verified', undefined);
}

/**
 * The first admin verifies the bound banks still pending of the demo accounts named. Run after the
 * demo's batch dates, so the monthly settlement of those dates leaves the demo balances as seeded.
 */
export async function verifyDemoBanks(app: INestApplication, emails: readonly string[]): Promise<void> {
  const adminId = await firstAdmin(app);
  if (adminId === undefined) return;
  const members = (await app.get(DataSource).query(
    `SELECT u.id FROM users u JOIN member_banks b ON b.user_id = u.id AND b.status = 'pending'
      WHERE u.email_normalized = ANY ($1) ORDER BY u.id`,
    [emails],
  )) as { id: number }[];
  for (const member of members) await app.get(MembersService).review(adminId, member.id, 'bank', 'verified', undefined);
}
