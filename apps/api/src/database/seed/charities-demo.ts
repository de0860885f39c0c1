import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { charityFormSchema } from '@lendbridge/domain';
import { CharitiesService } from '../../modules/charities/charities.service.js';

const ADMIN = 'admin@lendbridge.tw';

/** The charities the demo offers for the donation of a farmer order's e-invoice, by their donation codes (愛心碼). */
export const DEMO_CHARITIES = [
  { name: '財團法人創世社會福利基金會', donation_code: '919', description: '植物人安養與街友服務' },
  { name: '財團法人台灣兒童暨家庭扶助基金會', donation_code: '8585', description: '弱勢兒童與家庭扶助' },
  { name: '財團法人台灣世界展望會', donation_code: '588', description: '國內外兒童資助與急難救援' },
] as const;

/**
 * The charities the admin keeps in the console, through the console's own service (audited);
 * skipped for a donation code that exists.
 */
export async function seedCharitiesDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const [admin] = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [ADMIN])) as { id: number }[];
  if (!admin) return;
  const existing = (await dataSource.query(`SELECT donation_code FROM charities`)) as { donation_code: string }[];
  const charities = app.get(CharitiesService);
  for (const [position, demo] of DEMO_CHARITIES.entries()) {
    if (existing.some((row) => row.donation_code === demo.donation_code)) continue;
    await charities.create(admin.id, charityFormSchema.parse({ ...demo, position: position + 1 }));
  }
}
