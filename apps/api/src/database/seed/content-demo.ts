import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { chatGreetingInputSchema, cmsPostInputSchema, contentImageUrl, faqGroupInputSchema, faqItemInputSchema, homeStoryInputSchema, homepageEntryInputSchema, lectureInputSchema, shiftIsoDate } from '@lendbridge/domain';
import { CHAT_GREETINGS, CMS_POSTS, FAQ_GROUPS, FAQ_ITEMS, HOMEPAGE_ENTRIES, LECTURES, STORIES } from '../../modules/content/content.resources.js';
import { ContentService } from '../../modules/content/content.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { galleryPicture } from './gallery-pictures.js';
import type { GalleryPictureName } from './gallery-pictures.js';
import { storyInstant } from './story-clock.js';

const ADMIN = 'admin@lendbridge.tw';

/** The demo's posts, each dated this many days before the business date. */
const POSTS = [
  {
    tab: 'post-news',
    daysAgo: 2,
    title: '信橋系統維護公告',
    summary: '本週六凌晨 02:00 至 04:00 進行系統維護，期間暫停下單與提領。',
    content: '<p>為提供更穩定的服務，信橋將於本週六凌晨 02:00 至 04:00 進行系統維護。</p><p>維護期間暫停<strong>下單、提領與轉帳</strong>，已排定的還款將於維護結束後照常入帳。造成不便，敬請見諒。</p>',
  },
  {
    tab: 'post-news',
    daysAgo: 20,
    title: '智能投資穩健方案開放申請',
    summary: '每月自動分散投資於 A、B 級借款案，降低單一案件風險。',
    content: '<h2>穩健方案</h2><p>智能投資會員可將帳戶餘額轉入穩健方案，系統每月依您設定的金額自動分散投資。</p><ul><li>單一案件投資上限 2,000 元</li><li>僅投資 A、B 級借款案</li></ul>',
  },
  {
    tab: 'post-press',
    daysAgo: 12,
    title: '經濟日報專訪：P2P 借貸如何讓小額投資人參與普惠金融',
    summary: '信橋執行長談平台的信用評等與保障基金機制。',
    content: '<p>信橋執行長接受專訪時表示，平台以<strong>信用評等</strong>、分散投資與保障基金三道機制保護投資人。</p><blockquote>我們希望每一位借款人都能被公平看見。</blockquote>',
    link: 'https://lendbridge.tw/press/economic-daily',
  },
  {
    tab: 'post-press',
    daysAgo: 45,
    title: '數位時代報導：在地小農透過群眾借貸購置冷藏設備',
    summary: '農民貸款案如何以農產品抵付利息。',
    content: '<p>花蓮的有機米農透過信橋農民貸款購置冷藏設備，投資人可選擇以當季白米抵付部分利息。</p>',
    picture: 'rice-heading.png',
  },
  {
    tab: 'post-finance',
    daysAgo: 7,
    title: '理財專欄：年化報酬率與實際收益怎麼算？',
    summary: '本息均攤的案件，每期收回的本金會再投入，實際收益與年化報酬率不同。',
    content: '<p>本息均攤的借款案每月攤還本金與利息。若收回的本金沒有再投入，整體資金的實際收益會低於案件的年化報酬率。</p><p>建議搭配智能投資自動再投入。</p>',
  },
  {
    tab: 'post-finance',
    daysAgo: 30,
    title: '理財專欄：分散投資的五個原則',
    summary: '單筆金額、信用等級、借款期間與產業都應分散。',
    content: '<ol><li>單一案件不超過總資金 5%</li><li>混合不同信用等級</li><li>長短期間搭配</li><li>留意逾期率</li><li>定期檢視投資組合</li></ol>',
  },
] as const;

const LECTURES_DEMO = [
  { daysAhead: 14, title: '投資人說明會：認識信用評等與保障基金', speaker: '陳怡君 風控經理', location: '台北市信義區松仁路 100 號 12 樓', content: '<p>說明平台的信用評等表、逾期處理流程與保障基金的運作方式，現場開放提問。</p>' },
  { daysAhead: 35, title: '小資族理財講座：每月 3,000 元開始的分散投資', speaker: '林家豪 理財顧問', location: '台中市西屯區台灣大道三段 200 號', content: '<p>從預算規劃到分散投資，帶您一步步建立自己的投資組合。</p>' },
  { daysAhead: -20, title: '借款人講座：如何準備貸款申請文件', speaker: '王志明 授信專員', location: '線上直播', content: '<p>介紹信用貸款、學生貸款與中小企業貸款所需的文件與審核流程。</p>' },
] as const;

const FAQ = [
  {
    name: '註冊與會員',
    items: [
      { question: '如何成為信橋會員？', answer: '<p>以電子郵件與手機號碼註冊，完成手機驗證後即成為會員；投資或借款前需再完成身分資料與銀行帳戶綁定。</p>' },
      { question: '為什麼要填寫投資風險問卷？', answer: '<p>依主管機關規範，投資前須了解您的風險承受度，完成問卷後才能下單投資。</p>' },
    ],
  },
  {
    name: '投資與收益',
    items: [
      { question: '最低投資金額是多少？', answer: '<p>每筆借款案最低投資 1,000 元，並以 1,000 元為單位增加。</p>' },
      { question: '借款人逾期還款怎麼辦？', answer: '<p>平台會依序進行催收提醒、委外催收與法律程序；受保障的案件在符合條件時由<strong>保障基金</strong>代償本金。</p>' },
      { question: '收益什麼時候入帳？', answer: '<p>借款人每期還款後，本金與利息扣除手續費即轉入您的虛擬帳戶，可於帳戶明細查詢。</p>' },
    ],
  },
  {
    name: '帳戶與提領',
    items: [
      { question: '提領需要多久才會入帳？', answer: '<p>提領申請送出後，款項將於兩個工作天內匯入您綁定的銀行帳戶。</p>' },
      { question: '提領手續費如何計算？', answer: '<p>提領至非指定銀行每筆收取 15 元；同月第六次起每筆另加收 100 元。</p>' },
    ],
  },
] as const;

/**
 * The homepage's entries and the story wall, each with a picture of the demo gallery that shows
 * what it speaks of (the farmers' fields and harvest, a pawned watch), stored as an upload of the
 * admin and served at its content-image address; the popup uses the site's own year-end picture.
 */
const ENTRIES = [
  { title: '農民貸款：支持在地小農', category: 'carousel', picture: 'rice-heading.png', link: '/market-place/farmer', position: 1 },
  { title: '芒果季：果農貸款開放投資', category: 'carousel', picture: 'mango-bagged.png', link: '/market-place/farmer', position: 2 },
  { title: '當舖借款：名錶金飾線上估價', category: 'carousel', picture: 'watch-diver.png', link: '/market-place/pawn-project', position: 3 },
  {
    title: '年終感謝祭',
    category: 'popup',
    image_url: '/images/ads/new-year.svg',
    link: '/activity/mgm',
    content: '<p>邀請好友註冊並完成首筆投資，雙方各得 100 元回饋金。</p>',
    properties: { popup_size: 'lg', hide_header: false, hide_footer: true, pass_lnb_source: true, pass_mobile: false, cache: true, cache_days: 3 },
    position: 1,
  },
  { title: '讓資金幫助需要的人', category: 'jumbotron', picture: 'orchard-carrier.png', link: '/auth/register', position: 1 },
] as const;

const STORIES_DEMO = [
  { title: '冷藏設備到位，米價不再被盤商決定', picture: 'rice-grains.png', properties: { author: '吳大哥・花蓮米農', link: '/market-place/farmer' } },
  { title: '換了插秧機，一個人也能種完兩甲地', picture: 'rice-transplanter.png', properties: { author: '陳大哥・苗栗稻農' } },
  { title: '用投資收益，陪果農撐過颱風季', picture: 'mango-bagged.png', properties: { author: '張老師・投資人', link: '/cms/post-news' } },
] as const;

const GREETINGS = [
  { title: '您好！投資或借款有任何問題，客服人員在線上為您服務。', properties: { weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00' } },
  { title: '下班時間也可以留言，我們會在上班後盡快回覆您。', properties: { weekdays: [1, 2, 3, 4, 5], start_time: '18:00', end_time: '09:00' } },
  { title: '週末愉快！先逛逛本週上架的借款案吧。', properties: { weekdays: [0, 6], start_time: '00:00', end_time: '23:59' } },
] as const;

/**
 * The content the admin keeps in the console: posts of each CMS tab, seminars, the FAQ,
 * homepage entries, the story wall and the chat greetings, through the console's own service
 * (sanitised, audited); skipped once the demo has posts.
 */
export async function seedContentDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const [admin] = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [ADMIN])) as { id: string }[];
  if (!admin) return;
  const existing = (await dataSource.query(`SELECT 1 FROM cms_posts LIMIT 1`)) as unknown[];
  if (existing.length > 0) return;
  const actorId = Number(admin.id);
  const content = app.get(ContentService);
  const today = await app.get(BusinessClock).today();
  const at = (days: number, hour: number): string => storyInstant(shiftIsoDate(today, days), hour).toISOString();
  const uploads = app.get(UploadsService);
  const stored = new Map<GalleryPictureName, string>();
  const picture = async (name: GalleryPictureName): Promise<string> => {
    const known = stored.get(name);
    if (known !== undefined) return known;
    const upload = await uploads.store(actorId, 'image', { field: 'image', originalName: name, bytes: galleryPicture(name) });
    stored.set(name, contentImageUrl(upload.id));
    return contentImageUrl(upload.id);
  };
  const withPicture = async <T extends object>(row: T & { picture?: GalleryPictureName }): Promise<Omit<T, 'picture'> & { image_url?: string }> => {
    const { picture: name, ...rest } = row;
    return name === undefined ? rest : { ...rest, image_url: await picture(name) };
  };

  for (const { daysAgo, ...post } of POSTS) {
    await content.create(CMS_POSTS, actorId, cmsPostInputSchema.parse({ ...(await withPicture(post)), published_at: at(-daysAgo, 10) }));
  }
  for (const { daysAhead, ...lecture } of LECTURES_DEMO) {
    await content.create(LECTURES, actorId, lectureInputSchema.parse({ ...lecture, starts_at: `${shiftIsoDate(today, daysAhead)}T14:00:00+08:00` }));
  }
  for (const [groupPosition, group] of FAQ.entries()) {
    const created = await content.create(FAQ_GROUPS, actorId, faqGroupInputSchema.parse({ name: group.name, position: groupPosition + 1 }));
    for (const [position, item] of group.items.entries()) {
      await content.create(FAQ_ITEMS, actorId, faqItemInputSchema.parse({ ...item, group_id: created.id, position: position + 1 }));
    }
  }
  for (const entry of ENTRIES) await content.create(HOMEPAGE_ENTRIES, actorId, homepageEntryInputSchema.parse(await withPicture(entry)));
  for (const [position, story] of STORIES_DEMO.entries()) {
    await content.create(STORIES, actorId, homeStoryInputSchema.parse({ ...(await withPicture(story)), position: position + 1 }));
  }
  for (const [position, greeting] of GREETINGS.entries()) await content.create(CHAT_GREETINGS, actorId, chatGreetingInputSchema.parse({ ...greeting, position: position + 1 }));
}
