import { ntdText } from '../credit-try/texts.js';
import type { CampaignAuditAction, CampaignAuditTarget, CampaignCashbackKind, CampaignState } from './constants.js';

/** The console's campaigns: resource name, fields, forms, the wheel chart and the tickets granted by staff. */
export const CONSOLE_CAMPAIGN_TEXTS = {
  name: '行銷活動',
  createTitle: '新增行銷活動',
  id: 'ID',
  key: '活動代碼',
  keyHelp: '小寫英文字母、數字與連字號，活動頁面的網址會用到',
  kind: '活動類型',
  kind_label: '活動類型',
  title: '活動名稱',
  description: '活動說明',
  starts_at: '開始時間',
  ends_at: '結束時間',
  audience: '參加對象',
  audience_label: '參加對象',
  budget: '回饋金預算',
  budgetHelp: '提高預算由公司銀行帳戶撥入行銷預算，降低則退回（不可低於已發放金額）',
  spent: '已發放',
  remaining: '預算餘額',
  enabled: '啟用',
  state: '狀態',
  state_label: '狀態',
  prize_count: '獎項數',
  settings: '頁面設定',
  ad_image: '廣告圖片網址',
  ad_href: '廣告連結',
  ad_show_countdown: '廣告顯示倒數',
  redirect_path: '中獎後前往',
  winners: '抽出名額',
  iframe_url: '嵌入活動頁網址',
  show_girls: '推薦人物',
  created_at: '建立時間',
  updated_at: '更新時間',
  search: '搜尋活動代碼或名稱',
  created: '活動已建立',
  updated: '活動已更新',
  budgetTitle: '預算',
  prizes: '獎項',
  addPrize: '新增獎項',
  noPrizes: '尚未設定獎項',
  wheelChart: '輪盤機率分布',
  chanceShare: '占輪盤比例 (%)',
  history: '變更紀錄',
  grantTickets: '發放抽獎卷',
  grantTitle: '發放抽獎卷',
  grantSend: '確認發放',
  grantMember: '會員編號',
  grantCount: '張數',
  grantReason: '發放原因',
  cancel: '取消',
  adminFeature: '建立與修改行銷活動、獎項與預算，發放抽獎卷',
  salesFeature: '查看行銷活動、獎項與預算（唯讀）',
  unlimited: '不限',
} as const;

/** How the total of the wheel's chances reads under its chart: 機率合計 10000（100%）. */
export const prizeChanceTotalText = (total: number): string => `機率合計 ${total}（${(total / 100).toFixed(2)}%）`;

/** A prize's share of the wheel, listed under its chart: 銘謝惠顧：90.00%. */
export const prizeShareText = (name: string, percent: number): string => `${name}：${percent.toFixed(2)}%`;

/** The notice once staff granted tickets: 已發放 3 張抽獎卷給 M00100001. */
export const ticketsGrantedText = (count: number, memberSerial: string): string => `已發放 ${count} 張抽獎卷給 ${memberSerial}`;

/** The statement description of a campaign's budget set aside or given back: 新春幸運輪盤 預算撥入. */
export const campaignBudgetDescription = (campaignTitle: string, direction: 'funding' | 'refund'): string =>
  `${campaignTitle} ${direction === 'funding' ? '預算撥入' : '預算退回'}`;

/** A campaign's state as the console lists it. */
export const CAMPAIGN_STATE_LABELS: Readonly<Record<CampaignState, string>> = {
  disabled: '已停用',
  upcoming: '尚未開始',
  live: '進行中',
  ended: '已結束',
};

/** The console's prizes of a campaign. */
export const CONSOLE_PRIZE_TEXTS = {
  name: '活動獎項',
  createTitle: '新增獎項',
  id: 'ID',
  campaign_id: '活動',
  campaign_title: '活動',
  prize_name: '獎項名稱',
  type: '獎項種類',
  type_label: '獎項種類',
  reward: '獎勵內容',
  reward_label: '獎勵內容',
  chance: '中獎機率（萬分之）',
  chanceHelp: '以萬分之一為單位：10000 為 100%',
  chance_percent: '中獎機率 (%)',
  stock: '庫存',
  stockHelp: '留空表示不限數量',
  awarded: '已送出',
  left: '剩餘',
  discount_percent: '服務費折扣 (%)',
  cashback_amount: '回饋金額',
  extra_spins: '再抽次數',
  min_invested: '累積投資門檻',
  position: '輪盤順序',
  created: '獎項已建立',
  updated: '獎項已更新',
  unlimited: '不限',
} as const;

/** The console's promo codes and their uses. */
export const CONSOLE_PROMO_CODE_TEXTS = {
  name: '優惠碼',
  createTitle: '新增優惠碼',
  id: 'ID',
  code: '優惠碼',
  codeHelp: '英文字母與數字 4 到 30 個字，儲存時轉為大寫',
  kind: '優惠類型',
  kind_label: '優惠類型',
  discount_percent: '服務費折扣 (%)',
  cashback_amount: '回饋金額',
  campaign_id: '出資活動',
  campaign_title: '出資活動',
  campaignHelp: '回饋金優惠碼的回饋金由此活動的預算支出',
  owner_serial: '限定會員',
  expires_at: '到期時間',
  max_uses: '使用上限',
  uses: '已使用',
  min_order_amount: '最低訂單金額',
  enabled: '啟用',
  created_by_email: '建立者',
  created_at: '建立時間',
  updated_at: '更新時間',
  search: '搜尋優惠碼',
  created: '優惠碼已建立',
  updated: '優惠碼已更新',
  usesTitle: '使用紀錄',
  usesName: '優惠碼使用紀錄',
  member_serial: '會員編號',
  order_serial: '訂單編號',
  discount: '服務費折扣 (%)',
  cashback: '回饋金',
  cashback_paid_at: '回饋入帳時間',
  used_at: '使用時間',
  usesSearch: '搜尋優惠碼、會員或訂單編號',
  adminFeature: '建立與修改優惠碼，查看使用紀錄',
  salesFeature: '查看優惠碼（唯讀）',
  usesFeature: '查看每筆訂單使用的優惠碼與折扣',
  owned: '得獎會員專屬',
} as const;

/** The console's spins and draws. */
export const CONSOLE_SPIN_TEXTS = {
  name: '抽獎紀錄',
  id: 'ID',
  campaign_id: '活動',
  campaign_title: '活動',
  member_serial: '會員編號',
  reward_name: '獎項',
  promo_code: '優惠碼',
  cashback_amount: '回饋金',
  business_date: '營業日',
  daily: '每日抽獎',
  trial: '試玩',
  created_at: '抽獎時間',
  search: '搜尋會員編號',
  visitor: '訪客',
  date_from: '起日',
  date_to: '迄日',
  feature: '查看各活動的抽獎與試玩紀錄',
} as const;

/** The console's cashback paid from the marketing budget. */
export const CONSOLE_CASHBACK_TEXTS = {
  name: '回饋金發放',
  id: 'ID',
  kind: '類型',
  kind_label: '類型',
  member_serial: '會員編號',
  amount: '金額',
  reference: '來源',
  description: '說明',
  created_at: '入帳時間',
  search: '搜尋會員編號或來源',
  date_from: '起日',
  date_to: '迄日',
  feature: '查看由行銷預算發放的活動回饋與推薦獎勵及其合計',
} as const;

/** The total under the cashback filters: 共 12 筆，合計 NT$ 3,600. */
export const cashbackTotalText = (count: number, amount: number): string => `共 ${count} 筆，合計 ${ntdText(amount)}`;

export const CAMPAIGN_CASHBACK_KIND_LABELS: Readonly<Record<CampaignCashbackKind, string>> = {
  campaign_reward: '活動回饋',
  referral_reward: '推薦獎勵',
};

/** The console's audit trail of the campaigns. */
export const CONSOLE_CAMPAIGN_AUDIT_TEXTS = {
  name: '活動變更紀錄',
  id: 'ID',
  action: '動作',
  action_label: '動作',
  actor_email: '操作者',
  target_type: '對象',
  target_type_label: '對象',
  target_id: '對象 ID',
  data: '內容',
  created_at: '時間',
  system: '系統',
  feature: '查看誰在何時修改了哪個活動、獎項或優惠碼',
} as const;

export const CAMPAIGN_AUDIT_TARGET_LABELS: Readonly<Record<CampaignAuditTarget, string>> = {
  campaign: '行銷活動',
  campaign_prize: '活動獎項',
  promo_code: '優惠碼',
};

export const CAMPAIGN_AUDIT_ACTION_LABELS: Readonly<Record<CampaignAuditAction, string>> = {
  'campaign.created': '建立活動',
  'campaign.updated': '修改活動',
  'campaign.tickets_granted': '發放抽獎卷',
  'campaign_prize.created': '新增獎項',
  'campaign_prize.updated': '修改獎項',
  'promo_code.created': '建立優惠碼',
  'promo_code.updated': '修改優惠碼',
};

/** What the campaigns console refuses, field by field. */
export const CAMPAIGN_CONSOLE_ERRORS = {
  keyFormat: '活動代碼只能使用小寫英文字母、數字與連字號',
  keyTaken: '此活動代碼已被使用',
  windowOrder: '結束時間須晚於開始時間',
  invalidInstant: '請輸入有效的日期時間',
  settingsPath: '請輸入以 / 開頭的站內路徑',
  settingsUrl: '請輸入以 / 或 https:// 開頭的網址',
  campaignUnknown: '找不到此活動',
  memberUnknown: '查無此會員',
  ticketsNotForKind: '此活動類型不使用抽獎卷',
  codeFormat: '優惠碼只能使用英文字母與數字',
  codeTaken: '此優惠碼已存在',
  cashbackNeedsCampaign: '回饋金優惠碼須指定出資的活動',
  budgetBelowSpent: '預算不可低於已發放的金額',
  stockBelowAwarded: '庫存不可少於已送出的數量',
  maxUsesBelowUses: '使用上限不可少於已使用的次數',
  chanceRange: '中獎機率須介於 0 到 10000 之間',
} as const;

/** A budget lowered below what the campaign already paid: 預算不可低於已發放的 NT$ 300. */
export const budgetBelowSpentText = (spent: number): string => `預算不可低於已發放的 ${ntdText(spent)}`;

/** A stock set below what was already given: 庫存不可少於已送出的 3 份. */
export const stockBelowAwardedText = (awarded: number): string => `庫存不可少於已送出的 ${awarded} 份`;

/** A use limit set below the uses so far: 使用上限不可少於已使用的 5 次. */
export const maxUsesBelowUsesText = (uses: number): string => `使用上限不可少於已使用的 ${uses} 次`;
