import {
  CHAT_TEXTS,
  CHARITY_TEXTS,
  CONSOLE_APPRAISAL_TEXTS,
  CONSOLE_CROWDFUNDING_TEXTS as CF,
  CONSOLE_CAMPAIGN_AUDIT_TEXTS,
  CONSOLE_CAMPAIGN_TEXTS,
  CONSOLE_CASHBACK_TEXTS,
  CONSOLE_CONTACT_TEXTS,
  CONSOLE_PROMO_CODE_TEXTS,
  CONSOLE_SPIN_TEXTS,
  CONSOLE_BATCH_RUN_TEXTS,
  CONSOLE_DEPOSIT_TEXTS,
  CONSOLE_FARM_TEXTS,
  CONSOLE_LEGAL_COLLECTION_TEXTS,
  CONSOLE_LOAN_TEXTS,
  CONSOLE_PAWN_CASE_TEXTS,
  CONSOLE_SHOP_TEXTS as SHOP,
  CONSOLE_CONTENT_TEXTS as CONTENT,
  CONSOLE_VEHICLE_CATALOGUE_TEXTS,
  CONSOLE_WITHDRAWAL_TEXTS,
  FUNDING_CONSOLE_TEXTS,
  type StaffRole,
} from '@lendbridge/domain';
import type { ConsoleResource } from '../access';

export interface RoleFeature {
  label: string;
  description: string;
  /** The console resource that serves it; absent while the feature is not part of the console yet. */
  resource?: ConsoleResource;
}

/** The campaigns' resources, admins and sales alike but for what they may do with campaigns and promo codes. */
function campaignFeatures(campaigns: string, promoCodes: string): RoleFeature[] {
  return [
    { label: CONSOLE_CAMPAIGN_TEXTS.name, description: campaigns, resource: 'campaigns' },
    { label: CONSOLE_PROMO_CODE_TEXTS.name, description: promoCodes, resource: 'promo-codes' },
    { label: CONSOLE_PROMO_CODE_TEXTS.usesName, description: CONSOLE_PROMO_CODE_TEXTS.usesFeature, resource: 'promo-code-uses' },
    { label: CONSOLE_SPIN_TEXTS.name, description: CONSOLE_SPIN_TEXTS.feature, resource: 'campaign-spins' },
    { label: CONSOLE_CASHBACK_TEXTS.name, description: CONSOLE_CASHBACK_TEXTS.feature, resource: 'campaign-cashback' },
    { label: CONSOLE_CAMPAIGN_AUDIT_TEXTS.name, description: CONSOLE_CAMPAIGN_AUDIT_TEXTS.feature, resource: 'campaign-audit' },
  ];
}

/** The crowdfunding resources: admins write projects, deliveries and the roster; sales read them. */
function crowdfundingFeatures(admin: boolean): RoleFeature[] {
  return [
    { label: CF.projects, description: admin ? CF.projectsAdminFeature : CF.projectsSalesFeature, resource: 'crowdfunding-projects' },
    { label: CF.orders, description: CF.ordersFeature, resource: 'crowdfunding-orders' },
    { label: CF.deliveries, description: admin ? CF.deliveriesAdminFeature : CF.deliveriesSalesFeature, resource: 'crowdfunding-deliveries' },
    { label: CF.roster, description: admin ? CF.rosterAdminFeature : CF.rosterSalesFeature, resource: 'crowdfunding-alumni-roster' },
  ];
}

/** The farms' resources: admins handle farms and their keys, sales read them. */
function farmFeatures(farms: string): RoleFeature[] {
  return [
    { label: CONSOLE_FARM_TEXTS.name, description: farms, resource: 'farms' },
    { label: CONSOLE_FARM_TEXTS.readings, description: CONSOLE_FARM_TEXTS.readingsFeature, resource: 'farm-readings' },
    { label: CONSOLE_FARM_TEXTS.records, description: CONSOLE_FARM_TEXTS.recordsFeature, resource: 'farm-gacp-records' },
  ];
}

/** The shop's resources: a seller's own shops, admins every shop, sales reading them. */
function shopFeatures(role: 'shop_seller' | 'admin' | 'sales'): RoleFeature[] {
  const writes = role !== 'sales';
  return [
    {
      label: SHOP.myshop,
      description: role === 'shop_seller' ? SHOP.myshopSellerFeature : role === 'admin' ? SHOP.myshopAdminFeature : SHOP.myshopSalesFeature,
      resource: 'myshop',
    },
    {
      label: SHOP.products,
      description: role === 'shop_seller' ? SHOP.productsSellerFeature : role === 'admin' ? SHOP.productsAdminFeature : SHOP.productsSalesFeature,
      resource: 'shop-products',
    },
    {
      label: SHOP.orders,
      description: role === 'shop_seller' ? SHOP.ordersSellerFeature : role === 'admin' ? SHOP.ordersAdminFeature : SHOP.ordersSalesFeature,
      resource: 'shop-orders',
    },
    { label: SHOP.deliveries, description: writes ? SHOP.deliveriesEditFeature : SHOP.deliveriesSalesFeature, resource: 'shop-deliveries' },
    { label: SHOP.bookings, description: SHOP.bookingsFeature, resource: 'shop-bookings' },
  ];
}

/** The public site's content: admins write it, sales read it. */
function contentFeatures(role: 'admin' | 'sales'): RoleFeature[] {
  const at = role === 'admin' ? 0 : 1;
  return [
    { label: CONTENT.cmsPosts, description: CONTENT.cmsPostsFeature[at], resource: 'cms-posts' },
    { label: CONTENT.lectures, description: CONTENT.lecturesFeature[at], resource: 'lectures' },
    { label: CONTENT.homepageEntries, description: CONTENT.homepageEntriesFeature[at], resource: 'homepage-entries' },
    { label: CONTENT.stories, description: CONTENT.storiesFeature[at], resource: 'stories' },
    { label: CONTENT.chatGreetings, description: CONTENT.chatGreetingsFeature[at], resource: 'chat-greetings' },
    { label: CONTENT.faqGroups, description: CONTENT.faqGroupsFeature[at], resource: 'faq-groups' },
    { label: CONTENT.faqItems, description: CONTENT.faqItemsFeature[at], resource: 'faq-items' },
    { label: CONTENT.faqFeedback, description: CONTENT.faqFeedbackFeature[at], resource: 'faq-feedback' },
  ];
}

/** What each staff role does in the console, shown on the dashboard. */
export const ROLE_FEATURES: Record<StaffRole, readonly RoleFeature[]> = {
  admin: [
    { label: '會員', description: '查詢會員資料，審核身分與銀行帳戶', resource: 'members' },
    { label: '借款申請', description: '審核借款申請：開始審核、設定核貸條件後核准，或附理由退回', resource: 'loan-applications' },
    { label: CONSOLE_LOAN_TEXTS.name, description: '查看借款案件，撥款已滿標的借款，維護農民貸款的上架資料', resource: 'loans' },
    { label: CONSOLE_DEPOSIT_TEXTS.name, description: '查詢入金紀錄，手動登錄會員入金', resource: 'deposits' },
    { label: CONSOLE_WITHDRAWAL_TEXTS.name, description: '處理會員提領申請：批次付款或附理由退回', resource: 'withdrawals' },
    { label: CONSOLE_LEGAL_COLLECTION_TEXTS.name, description: '查看出借人的法律催收申請並推進進度', resource: 'legal-collections' },
    { label: CONSOLE_APPRAISAL_TEXTS.name, description: CONSOLE_APPRAISAL_TEXTS.adminFeature, resource: 'appraisals' },
    { label: CONSOLE_PAWN_CASE_TEXTS.name, description: CONSOLE_PAWN_CASE_TEXTS.adminFeature, resource: 'pawn-cases' },
    { label: CONSOLE_VEHICLE_CATALOGUE_TEXTS.name, description: CONSOLE_VEHICLE_CATALOGUE_TEXTS.adminFeature, resource: 'vehicle-catalogue' },
    { label: CONSOLE_BATCH_RUN_TEXTS.name, description: '執行每日批次（扣款、撥付、違約金），推進營業日', resource: 'batch-runs' },
    { label: '通知紀錄', description: '查看系統寄出的 Email 與簡訊（含驗證碼）', resource: 'outbox' },
    { label: '銀行代碼', description: '新增、修改或停用銀行代碼', resource: 'bank-codes' },
    ...campaignFeatures(CONSOLE_CAMPAIGN_TEXTS.adminFeature, CONSOLE_PROMO_CODE_TEXTS.adminFeature),
    { label: CHARITY_TEXTS.charity, description: CHARITY_TEXTS.adminFeature, resource: 'charities' },
    ...crowdfundingFeatures(true),
    { label: FUNDING_CONSOLE_TEXTS.name, description: FUNDING_CONSOLE_TEXTS.adminFeature, resource: 'funding-projects' },
    ...farmFeatures(CONSOLE_FARM_TEXTS.adminFeature),
    ...shopFeatures('admin'),
    { label: CHAT_TEXTS.consoleName, description: CHAT_TEXTS.consoleFeature, resource: 'support-chats' },
    { label: CONSOLE_CONTACT_TEXTS.messages, description: CONSOLE_CONTACT_TEXTS.feature, resource: 'contact-messages' },
    ...contentFeatures('admin'),
  ],
  sales: [
    { label: '會員', description: '查詢會員資料（唯讀）', resource: 'members' },
    { label: '借款申請', description: '查看您負責的借款申請，填入您的業務代碼', resource: 'loan-applications' },
    ...campaignFeatures(CONSOLE_CAMPAIGN_TEXTS.salesFeature, CONSOLE_PROMO_CODE_TEXTS.salesFeature),
    { label: CHARITY_TEXTS.charity, description: CHARITY_TEXTS.salesFeature, resource: 'charities' },
    ...crowdfundingFeatures(false),
    { label: FUNDING_CONSOLE_TEXTS.name, description: FUNDING_CONSOLE_TEXTS.salesFeature, resource: 'funding-projects' },
    ...farmFeatures(CONSOLE_FARM_TEXTS.salesFeature),
    ...shopFeatures('sales'),
    { label: CHAT_TEXTS.consoleName, description: CHAT_TEXTS.consoleFeature, resource: 'support-chats' },
    { label: CONSOLE_CONTACT_TEXTS.messages, description: CONSOLE_CONTACT_TEXTS.feature, resource: 'contact-messages' },
    ...contentFeatures('sales'),
  ],
  pawnshop_operator: [{ label: CONSOLE_PAWN_CASE_TEXTS.name, description: CONSOLE_PAWN_CASE_TEXTS.operatorFeature, resource: 'pawn-cases' }],
  appraiser: [{ label: CONSOLE_APPRAISAL_TEXTS.name, description: CONSOLE_APPRAISAL_TEXTS.appraiserFeature, resource: 'appraisals' }],
  shop_seller: shopFeatures('shop_seller'),
};
