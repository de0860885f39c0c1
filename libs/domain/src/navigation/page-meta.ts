import { NOT_FOUND_META, READING_PAGES } from './site.js';
import type { PageMeta } from './site.js';

const member = (title: string, description: string): PageMeta => ({ title, description });
const indexed = (title: string, description: string): PageMeta => ({ title, description, sitemap: true });

/**
 * Every public page's title and description (the browser tab and the search result), by the
 * route pattern of the public site's router. A pattern here and in the router are the same text,
 * with a leading slash; '*' is the not-found page. `sitemap` marks a page without parameters that
 * search engines should list (see the API's /sitemap.xml).
 */
export const PAGE_META = {
  '/': indexed('P2P 借貸媒合平台', '信橋 LendBridge 媒合借款人與出借人：小額投資、信用借款、募資與購物，一站完成。'),
  '/market-place': indexed('投資市場', '瀏覽信橋上架中的借款案件，依類型、信用等級與利率挑選投資標的。'),
  '/market-place/:tab': member('投資市場', '依借款類型瀏覽信橋上架中的借款案件。'),
  '/market-place/loan/:serial': member('借款案件', '借款案件的額度、利率、期數與借款人資訊。'),
  '/market-place/bids': indexed('債權轉讓市場', '承接其他出借人轉讓的債權，投資已在還款中的案件。'),
  '/market-place/bids/:id': member('債權轉讓', '確認承接債權的金額與條件。'),
  '/market-place/carts': member('投資購物車', '確認欲投資的案件與金額。'),
  '/market-place/place-order': member('投資結帳', '完成投資下單與付款。'),
  '/market-place/robo-invest': member('智能投資市場', '智能投資的商品與市場概況。'),
  '/farm-traceability/:no': member('農產履歷', '農民借款案件的農產品生產履歷。'),
  '/my-credit': indexed('信用試算', '免登入試算您的信用分數與可借額度。'),
  '/appraise/vehicle': indexed('汽機車估價', '輸入車款與年份，線上估算汽機車的參考價格。'),
  '/activity/mgm': indexed('推薦好友', '推薦好友加入信橋，雙方都能獲得獎勵。'),
  '/activity/mgm-sg': member('推薦好友', '推薦好友加入信橋的專屬活動頁。'),
  '/auth/login': indexed('會員登入', '登入信橋會員，管理您的投資與借款。'),
  '/auth/register': indexed('註冊會員', '免費註冊信橋會員，開始投資或申請借款。'),
  '/auth/register/confirm': member('完成註冊', '確認您的電子郵件以完成註冊。'),
  '/auth/logout': member('登出', '登出信橋會員。'),
  '/auth/forgot-password': member('忘記密碼', '以註冊的電子郵件重設密碼。'),
  '/auth/reset-password': member('重設密碼', '設定新的登入密碼。'),
  '/member/change-password': member('變更密碼', '變更您的登入密碼。'),
  '/member/basic': member('基本資料', '填寫會員的基本資料。'),
  '/member/register': member('會員認證', '完成身分與聯絡資料認證，成為正式會員。'),
  '/member/bank': member('銀行帳戶', '設定出入金使用的銀行帳戶。'),
  '/member/risk-questionnaire': member('投資風險問卷', '填寫投資風險屬性問卷。'),
  '/member/profile': member('會員資料', '檢視與更新您的會員資料。'),
  '/member/two-factor': member('兩步驟驗證', '以驗證器 App 的驗證碼保護您的登入、提領與銀行帳號變更。'),
  '/loan-application/start': member('申請借款', '選擇借款類型並開始申請。'),
  '/loan-application/create': member('申請借款', '填寫借款申請的金額、期數與用途。'),
  '/student-loan': member('學生借款', '學生專屬的借款申請。'),
  '/loan-application/:serial': member('借款申請', '借款申請的進度與審核狀態。'),
  '/loan-application/:serial/documents': member('借款文件', '上傳借款申請所需的文件。'),
  '/account/borrower': member('借款管理', '檢視您的借款、還款計畫與繳款資訊。'),
  '/account/lnb-transaction': member('代收代付帳戶', '代收代付帳戶的餘額、交易明細與出入金。'),
  '/account/lnb-transaction/subject-detail': member('交易明細', '代收代付帳戶的交易明細。'),
  '/account/lnb-transaction/withdraw-detail': member('提領明細', '代收代付帳戶的提領紀錄。'),
  '/guarantor/link': member('保證人連結', '確認並連結您擔任保證人的借款。'),
  '/loan-application/:serial/guarantor/link': member('保證人連結', '確認並連結您擔任保證人的借款。'),
  '/inbox': member('訊息中心', '平台寄給您的通知與訊息。'),
  '/account/lender/investments': member('我的投資', '您的投資案件、收款與報酬。'),
  '/account/lender/investments/:tab': member('我的投資', '您的投資案件、收款與報酬。'),
  '/investment/:serial': member('投資明細', '一筆投資的還款計畫與收款紀錄。'),
  '/loan/:serial': member('借款明細', '一筆借款的還款計畫與繳款紀錄。'),
  '/account/lender/legal-collection': member('法律催收', '逾期案件的法律催收申請與進度。'),
  '/account/lender/legal-collection/apply': member('申請法律催收', '為逾期案件申請法律催收。'),
  '/account/lender/legal-collection/:id': member('法律催收報告', '法律催收案件的處理報告。'),
  '/account/borrower/early-repayment': member('提前還款', '試算並申請提前清償借款。'),
  '/account/lender/early-repayment': member('提前還款', '借款人提前清償的案件與收款。'),
  '/robo/robo-invest/general': member('智能投資', '設定條件，由系統自動分散投資。'),
  '/robo/robo-invest/stable': member('穩健型智能投資', '穩健型智能投資的設定與績效。'),
  '/robo/robo-invest/stable/investments': member('穩健型智能投資明細', '穩健型智能投資持有的案件。'),
  '/robo/robo-invest/vip': member('VIP 智能投資', 'VIP 智能投資的設定與績效。'),
  '/robo/robo-invest/vip/investments': member('VIP 智能投資明細', 'VIP 智能投資持有的案件。'),
  '/robo/robo-invest/:product/sell/:serial': member('智能投資贖回', '贖回智能投資持有的部位。'),
  '/account/robo-transaction': member('智能投資帳戶', '智能投資帳戶的交易明細。'),
  '/roulette': indexed('幸運轉盤', '試玩幸運轉盤，會員登入即可抽獎。'),
  '/account/lucky-roulette': member('幸運轉盤', '使用您的轉盤次數抽獎。'),
  '/crowdfunding/card-return': member('信用卡付款結果', '信用卡付款的驗證結果。'),
  '/crowdfunding/:serial': member('募資專案', '募資專案的內容、方案與進度。'),
  '/account/lender/crowdfunding/:serial': member('我的募資', '您參與的募資專案與回饋。'),
  '/activity/missions/:key': member('任務活動', '完成任務領取活動獎勵。'),
  '/activity/christmas/:key': member('翻牌活動', '參加翻牌活動抽獎。'),
  '/activity/draw/:key': member('抽獎活動', '參加平台的抽獎活動。'),
  '/activity/click-dollar/:key': member('點擊送現金', '參加點擊送現金活動。'),
  '/activity/story': member('分享故事', '分享您使用信橋的故事。'),
  '/activity/partner/:key': member('合作活動', '信橋與合作夥伴的會員活動。'),
  '/activity/embed/:key': member('活動', '信橋的會員活動。'),
  '/funding/market-place/*': indexed('募資市集', '瀏覽信橋的募資專案，支持您喜愛的計畫。'),
  '/pawnshop/market-place': member('當舖市場', '當舖案件由平台人員於管理後台處理。'),
  '/pawnshop/market-place/:serial': member('當舖案件', '當舖案件由平台人員於管理後台處理。'),
  '/appraise/market-place': member('估價市場', '估價案件由平台人員於管理後台處理。'),
  '/appraise/market-place/:id': member('估價案件', '估價案件由平台人員於管理後台處理。'),
  '/shopping': indexed('購物商城', '以信用分期選購信橋合作商店的商品。'),
  '/credit-service': indexed('信用服務', '預約信橋合作商店提供的服務。'),
  '/shopping/order': member('購物訂單', '確認購物訂單與付款。'),
  '/shopping/:shopId': member('商店', '合作商店的商品。'),
  '/credit-service/:shopId': member('服務商店', '合作商店提供的服務與時段。'),
  '/account/shop-orders': member('我的訂單', '您在購物商城的訂單。'),
  '/faq': indexed('常見問題', '註冊、投資、借款與帳戶的常見問題與解答。'),
  '/contact': indexed('聯絡我們', '填寫表單與信橋客服聯絡，我們會以電子郵件回覆。'),
  [READING_PAGES.lectures.to]: indexed(READING_PAGES.lectures.label, '信橋舉辦的投資理財講座：講者、地點與時間。'),
  '/cms/:tab': member('最新消息', '信橋的最新消息、媒體報導與理財專欄。'),
  '/cms/:tab/:id': member('文章', '信橋的最新消息、媒體報導與理財專欄文章。'),
  [READING_PAGES.protectionFund.to]: indexed(READING_PAGES.protectionFund.label, '信橋風險保障金的餘額、覆蓋率與每月理賠，即時由帳務紀錄計算。'),
  [READING_PAGES.loanBook.to]: indexed(READING_PAGES.loanBook.label, '每日下載信橋所有上架中與還款中借款案件的 CSV 檔：等級、金額、利率、期數、狀態、逾期天數與已還金額，不含個人資料。'),
  '/chat-to-buy': member('線上客服', '與客服聊聊，協助您完成購買。'),
  '*': NOT_FOUND_META,
} as const satisfies Readonly<Record<string, PageMeta>>;

export type PagePattern = keyof typeof PAGE_META;

/** The pages without parameters that search engines should list, in the table's order. */
export const sitemapPagePaths = (): string[] =>
  Object.entries(PAGE_META as Readonly<Record<string, PageMeta>>)
    .filter(([, meta]) => meta.sitemap === true)
    .map(([pattern]) => pattern.replace(/\/\*$/, ''));
