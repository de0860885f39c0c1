/** OpenAPI examples of the public content reads, as the demo content answers them. */

const STAMPS = { is_published: true, created_at: '2026-11-20T02:00:00.000Z', updated_at: '2026-11-20T02:00:00.000Z' };

const PRESS_POST = {
  id: 3,
  tab: 'post-press',
  title: '經濟日報專訪：P2P 借貸如何讓小額投資人參與普惠金融',
  summary: '信橋執行長談平台的信用評等與保障基金機制。',
  content: '<p>信橋執行長接受專訪時表示，平台以<strong>信用評等</strong>、分散投資與保障基金三道機制保護投資人。</p>',
  image_url: '/api/content-images/e5dc1308-be64-41b4-ac8a-682f951f1a79',
  link: 'https://lendbridge.tw/press/economic-daily',
  published_at: '2026-11-17T02:00:00.000Z',
  ...STAMPS,
};

const NEWS_POST = {
  id: 1,
  tab: 'post-news',
  title: '保障基金提撥比例調整公告',
  summary: '自 12 月起，每筆成交案件提撥 1% 至保障基金。',
  content: '<p>為強化投資人保障，自 2026 年 12 月 1 日起，每筆成交案件之借款金額提撥 1% 至保障基金。</p>',
  image_url: '',
  link: '',
  published_at: '2026-11-25T02:00:00.000Z',
  ...STAMPS,
};

export const CMS_POSTS_EXAMPLE = {
  data: [NEWS_POST],
  meta: { pagination: { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 } },
};

export const CMS_POST_EXAMPLE = { data: NEWS_POST };

export const LECTURES_EXAMPLE = {
  data: [
    {
      id: 1,
      title: '投資人說明會：認識信用評等與保障基金',
      speaker: '陳怡君 風控經理',
      location: '台北市信義區松仁路 100 號 12 樓',
      starts_at: '2026-12-13T06:00:00.000Z',
      content: '<p>說明平台的信用評等表、逾期處理流程與保障基金的運作方式，現場開放提問。</p>',
      image_url: '',
      link: '',
      ...STAMPS,
    },
  ],
};

export const FAQ_EXAMPLE = {
  data: [
    {
      id: 2,
      name: '投資與收益',
      items: [
        { id: 3, question: '最低投資金額是多少？', answer: '<p>每筆借款案最低投資 1,000 元，並以 1,000 元為單位增加。</p>' },
        {
          id: 4,
          question: '借款人逾期還款怎麼辦？',
          answer: '<p>平台會依序進行催收提醒、委外催收與法律程序；受保障的案件在符合條件時由<strong>保障基金</strong>代償本金。</p>',
        },
      ],
    },
  ],
};

export const HOMEPAGE_ENTRIES_EXAMPLE = {
  data: [
    {
      id: 1,
      title: '農民貸款：支持在地小農',
      category: 'carousel',
      image_url: '/api/content-images/e5dc1308-be64-41b4-ac8a-682f951f1a79',
      link: '/market-place/farmer',
      content: '',
      properties: { cache: false, cache_days: 0, popup_size: 'md', hide_footer: false, hide_header: false, pass_mobile: false, pass_lnb_source: false },
      position: 1,
      ...STAMPS,
    },
  ],
};

export const PRESS_ENTRIES_EXAMPLE = { data: [PRESS_POST] };

export const STORIES_EXAMPLE = {
  data: [
    {
      id: 1,
      title: '冷藏設備到位，米價不再被盤商決定',
      image_url: '/api/content-images/6a9503ed-742d-486c-90be-cb59605d688a',
      properties: { link: '/market-place/farmer', author: '吳大哥・花蓮米農' },
      position: 1,
      ...STAMPS,
    },
  ],
};

export const GREETINGS_EXAMPLE = {
  data: [
    {
      id: 1,
      title: '您好！投資或借款有任何問題，客服人員在線上為您服務。',
      properties: { start_time: '09:00', end_time: '18:00', weekdays: [1, 2, 3, 4, 5] },
      position: 1,
      ...STAMPS,
    },
  ],
};
