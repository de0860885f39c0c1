import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembersService } from '../../modules/members/members.service.js';

/** The first admin's id: the staff member the demo's console steps are done by. */
export async function firstAdmin(app: INestApplication): Promise<number | undefined> {
  const [admin] = (await app.get(DataSource).query(`SELECT id FROM users WHERE 'admin' = ANY (roles) ORDER BY id LIMIT 1`)) as {
    id: number;
  }[];
  return admin?.id;
}

/**
 * The first admin verifies the demo member's identity and bound bank, as in the console, so the
 * member may invest, receive a disbursement and withdraw.
 */
export async function verifyDemoMember(app: INestApplication, userId: number): Promise<void> {
  const adminId = await firstAdmin(app);
  if (adminId === undefined) return;
  const members = app.get(MembersService);
  await members.review(adminId, userId, 'identity', 'verified', undefined);
  await members.review(adminId, userId, 'bank', 'verified', undefined);
}
