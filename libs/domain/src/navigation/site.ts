/**
 * The site's name and what every page's title is made of: kept apart from the page table
 * (page-meta.ts) so the first page loads only these few words.
 */
/** A page's title and description; `sitemap` marks a page without parameters search engines should list. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly sitemap?: true;
}

export const SITE_NAME = '信橋 LendBridge';
export const SITE_DESCRIPTION = '信橋 LendBridge：P2P 借貸媒合平台';

/** The browser tab's text of a page: '<title> | 信橋 LendBridge', the site's name alone for none. */
export const documentTitleOf = (title: string | undefined): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** The not-found page's, which any page shows for what it cannot find (an unknown tab, a missing record). */
export const NOT_FOUND_META: PageMeta = { title: '找不到頁面', description: '您要找的頁面不存在或已移除。' };


/** The site's reading pages (news, seminars, the protection fund, the loan book): their names and paths, linked from the footer. */
export const READING_PAGES = {
  news: { label: '最新消息', to: '/cms/post-news' },
  lectures: { label: '講座資訊', to: '/lectures' },
  protectionFund: { label: '風險保障金', to: '/protection-fund' },
  loanBook: { label: '放款資料集', to: '/loan-book' },
} as const;

export const FOOTER_LINKS = [READING_PAGES.news, READING_PAGES.lectures, READING_PAGES.protectionFund, READING_PAGES.loanBook] as const;
