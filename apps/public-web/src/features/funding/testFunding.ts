import type { FundingProjectCard, FundingProjectDetail } from '@lendbridge/domain';

export const LOAN_UPDATED_AT = '2025-11-19T02:00:00.000Z';

export const cardOf = (index: number, overrides: Partial<FundingProjectCard> = {}): FundingProjectCard => ({
  serial: `F00000${index}`,
  title: ['西螺濁水溪米 自有品牌碾米包裝', '枋山愛文芒果 格外品做成芒果乾', '南州黑珍珠蓮霧 果園預冷集貨室'][index % 3] ?? '專案',
  primary_loan_serial: `A25111900000${index}`,
  expected_amount: 150_000,
  target_amount: 30_000,
  precent: 20,
  target_date: '2025-12-01',
  days_left: 11,
  number_of_lenders: 3,
  credit_level: 'E',
  apr: '9.50',
  period: 24,
  images: [`/api/funding/images/${index + 1}`],
  user: { member_serial: 'M000123', name: '廖大哥的西螺稻田' },
  likes: 4,
  liked: false,
  open: true,
  ...overrides,
});

export const projectOf = (overrides: Partial<FundingProjectDetail> = {}): FundingProjectDetail => ({
  ...cardOf(1),
  detail: '我們在雲林西螺用濁水溪水種了三十年的稻子。',
  usage_distribution: [
    { description: '小型碾米機', amount: 85_000 },
    { description: '真空包裝機', amount: 65_000 },
  ],
  interest: '按月本息平均攤還。',
  personal_credit: '無遲繳紀錄。',
  company_credit: '農會往來良好。',
  mentor_comment: '品質穩定。',
  video_ids: [],
  amount_investable: 120_000,
  loan_updated_at: LOAN_UPDATED_AT,
  confirmations: [],
  backers: [],
  ...overrides,
});
