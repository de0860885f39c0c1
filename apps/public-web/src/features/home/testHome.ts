import type { HomeMetricStats, HomeStory, HomepageEntry, PressEntry } from '@lendbridge/domain';
import type { MockRoutes } from '../../test/fetchMock';

export const METRIC: HomeMetricStats = { members: 12_345, loans_funded: 321, amount_lent: 98_765_000, average_return: '9.87', protection_fund: 1_234_567 };

const PROPERTIES = { popup_size: 'md', hide_header: false, hide_footer: false, pass_lnb_source: false, pass_mobile: false, cache: true, cache_days: 3 } as const;

export const entryOf = (id: number, category: HomepageEntry['category'], title: string, extra: Partial<HomepageEntry> = {}): HomepageEntry => ({
  id,
  title,
  category,
  image_url: `/images/home/${id}.jpg`,
  link: '/market-place',
  content: '',
  properties: { ...PROPERTIES },
  position: id,
  ...extra,
});

export const POPUP = entryOf(3, 'popup', '年終感謝祭', { content: '<p>邀請好友雙方各得 100 元回饋金。</p>', link: '/activity/mgm' });

export const ENTRIES: HomepageEntry[] = [
  entryOf(1, 'carousel', '新會員首投獎勵'),
  entryOf(2, 'carousel', '智能投資穩健方案', { link: '/robo/robo-invest/stable' }),
  POPUP,
  entryOf(4, 'jumbotron', '讓資金幫助需要的人', { link: '/auth/register' }),
];

export const PRESS: PressEntry[] = [
  { id: 31, tab: 'post-press', title: '經濟日報專訪', summary: '信用評等與保障基金。', image_url: '', link: '', published_at: '2025-11-08T02:00:00.000Z' },
  { id: 32, tab: 'post-press', title: '數位時代報導', summary: '小農冷藏設備。', image_url: '', link: '', published_at: '2025-10-06T02:00:00.000Z' },
];

export const STORIES: HomeStory[] = [
  { id: 41, title: '用投資收益支付孩子的才藝課', image_url: '/images/stories/teacher.jpg', properties: { author: '張老師・投資人', link: '/cms/post-news' }, position: 1 },
  { id: 42, title: '一筆學生貸款，讓我完成碩士學位', image_url: '/images/stories/student.jpg', properties: { author: '李同學・借款人', link: '' }, position: 2 },
];

/** The homepage's four public reads. */
export const homeRoutes = (entries: HomepageEntry[] = ENTRIES): MockRoutes => ({
  'GET /api/home/metric': { body: { stats: METRIC } },
  'GET /api/homepage-entries': { body: { data: entries } },
  'GET /api/press-entries': { body: { data: PRESS } },
  'GET /api/stories': { body: { data: STORIES } },
});
