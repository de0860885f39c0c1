import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembersService } from '../../modules/members/members.service.js';

/** The first admin verifies the demo member's identity and bank account, as in the console. */
export async function verifyDemoMember(app: INestApplication, userId: number): Promise<void> {
  const [admin] = (await app.get(DataSource).query(`SELECT id FROM users WHERE 'admin' = ANY (roles) ORDER BY id LIMIT 1`)) as {
    id: number;
  }[];
  if (!admin) return;
  for (const subject of ['identity', 'bank'] as const) {
    await app.get(MembersService).review(admin.id, userId, subject, 'verified', undefined);
  }
}
