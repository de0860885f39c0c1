import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { promoCodeFormSchema, shiftIsoDate, taipeiDayStart } from '@lendbridge/domain';
import { CampaignsConsoleService } from '../../modules/campaigns/console/campaigns-console.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';

const ADMIN = 'admin@lendbridge.tw';

/** How long the demo codes stay valid after the business date. */
const VALID_DAYS = 60;

/** The demo's public codes: a 10 percent fee discount for anyone, and 5 percent on orders of NT$10,000 or more. */
export const DEMO_PROMO_CODES = [
  { code: 'NEWYEAR10', discount_percent: 10, max_uses: 1_000, min_order_amount: 0 },
  { code: 'WELCOME5', discount_percent: 5, max_uses: 200, min_order_amount: 10_000 },
] as const;

/**
 * Public fee-discount codes the admin makes in the console today, after the rest of the story (so
 * the audit trail reads in time order), through the console's own service; skipped for a code that
 * exists. They have no uses yet: an order records a use when it takes a code.
 */
export async function seedPromoCodesDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const admins = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [ADMIN])) as { id: number }[];
  const admin = admins[0];
  if (!admin) return;
  const existing = (await dataSource.query(`SELECT code FROM promo_codes WHERE code = ANY ($1)`, [DEMO_PROMO_CODES.map((demo) => demo.code)])) as {
    code: string;
  }[];
  const expiresAt = taipeiDayStart(shiftIsoDate(await app.get(BusinessClock).today(), VALID_DAYS)).toISOString();
  const campaigns = app.get(CampaignsConsoleService);
  for (const demo of DEMO_PROMO_CODES) {
    if (existing.some((row) => row.code === demo.code)) continue;
    await campaigns.createPromoCode(
      admin.id,
      promoCodeFormSchema.parse({ ...demo, kind: 'fee_discount', cashback_amount: null, campaign_id: null, expires_at: expiresAt, enabled: true }),
    );
  }
}
