import { formatNtd } from '../money/money.js';
import { ORDER_TEXTS } from '../orders/texts.js';
import type { CampaignAudience, CampaignKind, PrizeReward, PrizeType, PromoCodeKind } from './constants.js';

/**
 * The campaigns' messages. 您目前沒有抽獎卷哦, 似乎沒有獎品可以抽了, 轉輪盤失敗, 領取失敗, 恭喜！,
 * 哎呀！ / 這個活動結束了哦, 活動尚未開始 / 可...可惡..., 活動尚未開始 / 敬請期待～, 今日次數已用完 /
 * 請明天再來～, 今天已看過, 你有欄位未完成 / 請確實填寫 and 失敗了 / 重新整理 are the spec's (002
 * sections 5 and 8); the others are written in the same voice.
 */
export const CAMPAIGN_TEXTS = {
  noTickets: '您目前沒有抽獎卷哦',
  noPrizes: '似乎沒有獎品可以抽了',
  spinFailed: '轉輪盤失敗',
  inviteFriends: '邀請好友或投資即可獲得抽獎卷',
  claimFailed: '領取失敗',
  claimSucceeded: '恭喜！',
  claimNote: '贈品發放與兌換依本公司紀錄為準',
  endedTitle: '哎呀！',
  ended: '這個活動結束了哦',
  notStartedTitle: '活動尚未開始',
  flipCardsNotStarted: '可...可惡...',
  drawNotStarted: '敬請期待～',
  drawUsedTitle: '今日次數已用完',
  drawUsed: '請明天再來～',
  checkInSeen: '今天已看過',
  storyIncompleteTitle: '你有欄位未完成',
  storyIncomplete: '請確實填寫',
  agreeFailedTitle: '失敗了',
  reload: '重新整理',
  notFullMember: '此活動限交易會員參加',
  notLive: '目前沒有進行中的活動',
  trialUsed: '您已試玩過輪盤，登入會員即可使用抽獎卷',
  budgetSpent: '活動預算已用完',
  rouletteTitle: '幸運輪盤',
  available: '可抽次數',
  amountForTicket: '再投資金額即可獲得一張抽獎卷',
  invitesForTicket: '再邀請人數即可獲得一張抽獎卷',
  spin: '開始抽獎',
  spinning: '抽獎中…',
  results: '中獎名單',
  yourPrize: '恭喜您獲得',
  promoCodeIs: '您的優惠碼',
  rewards: '活動獎項',
  trial: '試玩一次',
  loginToSpin: '登入會員抽獎',
  goInvest: '前往投資',
  inviteLink: '邀請好友',
} as const;

/** What a promo code says when checked, used or refused. 此優惠碼無效或已過期 is the order form's own. */
export const PROMO_TEXTS = {
  invalid: ORDER_TEXTS.promoCodeInvalid,
  used: '您已使用過此優惠碼',
  exhausted: '此優惠碼已兌換完畢',
  notYours: '此優惠碼限得獎會員本人使用',
  belowMinimum: '訂單金額未達此優惠碼的使用門檻',
  cashbackNeedsBalance: '回饋金優惠碼限以餘額付款的訂單使用',
} as const;

/** How a checked code describes itself: 服務費 9 折 for a 10 percent discount, 回饋金 NT$ 300 for cashback. */
export const promoCodeSummary = (kind: PromoCodeKind, discountPercent: number | null, cashbackAmount: number | null): string =>
  kind === 'fee_discount' ? `出借服務費折抵 ${discountPercent ?? 0}%` : `回饋金 ${formatNtd(cashbackAmount ?? 0)}`;

/** The order's lower lender fee, shown once a code is applied. */
export const promoFeeLowered = (before: string, after: string): string => `出借服務費率由 ${before}% 降為 ${after}%`;

export const CAMPAIGN_KIND_LABELS: Readonly<Record<CampaignKind, string>> = {
  roulette: '幸運輪盤',
  missions: '任務活動',
  flip_cards: '翻牌任務',
  draw: '每日抽獎',
  check_in: '點金幣簽到',
  cashback_tiers: '累積投資回饋',
  referral: '好友推薦',
};

export const CAMPAIGN_AUDIENCE_LABELS: Readonly<Record<CampaignAudience, string>> = {
  everyone: '所有登入者',
  members: '會員',
  full_members: '交易會員',
};

export const PRIZE_TYPE_LABELS: Readonly<Record<PrizeType, string>> = {
  fail: '銘謝惠顧',
  reality: '實體獎品',
  bonus: '回饋獎勵',
  firstTrial: '首次試玩',
};

export const PRIZE_REWARD_LABELS: Readonly<Record<PrizeReward, string>> = {
  nothing: '無',
  fee_discount: '服務費折扣碼',
  cashback: '回饋金',
  goods: '實體贈品',
  extra_spin: '再抽一次',
};

export const PROMO_CODE_KIND_LABELS: Readonly<Record<PromoCodeKind, string>> = {
  fee_discount: '服務費折扣',
  cashback: '回饋金',
};

/** The statement description of cashback a campaign paid: 新春幸運輪盤：回饋金 NT$ 300. */
export const campaignRewardDescription = (campaignTitle: string, rewardName: string): string => `${campaignTitle}：${rewardName}`;

/** The roulette pages' words; the refusals and box titles are CAMPAIGN_TEXTS. */
export const ROULETTE_PAGE_TEXTS = {
  loading: '載入中',
  wheel: '幸運輪盤',
  spinHint: '也可以按空白鍵開始抽獎',
  resultHeading: '抽獎結果',
  copyCode: '複製優惠碼',
  codeCopied: '已複製優惠碼',
  close: '關閉',
  login: '登入',
  register: '註冊',
  goToMemberRoulette: '前往我的幸運輪盤',
  overview: '我的抽獎資格',
  winner: '得獎者',
  memberSerial: '會員編號',
  reward: '獎項',
  wonAt: '中獎時間',
  noResults: '目前還沒有中獎紀錄',
  pagination: '頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
  orderPopupTitle: '幸運輪盤抽獎機會',
  orderPopupGo: '前往抽獎',
  orderPopupLater: '稍後再說',
} as const;

/** The campaign's window: 活動期間 2026/01/01 00:00 ～ 2026/02/28 23:59. */
export const rouletteWindowText = (startsAt: string, endsAt: string): string => `活動期間 ${startsAt} ～ ${endsAt}`;

/** Spins left: 3 次. */
export const rouletteSpinsText = (count: number): string => `${count} 次`;

/** Invitations still needed: 4 人. */
export const rouletteInvitesText = (count: number): string => `${count} 人`;

/** What the live region says once the wheel stops: 抽獎結果：回饋金 NT$ 300. */
export const rouletteResultAnnouncement = (rewardName: string): string => `${ROULETTE_PAGE_TEXTS.resultHeading}：${rewardName}`;

/** The cashback a prize paid: 回饋金 NT$ 300 已存入您的帳戶餘額. */
export const rouletteCashbackText = (amount: number): string => `回饋金 ${formatNtd(amount)} 已存入您的帳戶餘額`;

/** How long a prize's code can be used: 請於 30 天內於結帳時輸入優惠碼. */
export const roulettePromoCodeHint = (days: number): string => `請於 ${days} 天內於結帳時輸入優惠碼`;

/** A numbered page of the results table: 第 2 頁. */
export const roulettePageLabel = (page: number): string => `第 ${page} 頁`;

const GENDER_TITLES: Readonly<Record<string, string>> = { male: '先生', female: '小姐' };

/** A winner as the results table names them: 王先生, 林小姐 (the last name alone when the gender is unknown). */
export const rouletteWinnerName = (lastName: string, gender: string): string => `${lastName}${GENDER_TITLES[gender] ?? ''}`;

/** The invitation shown after an order while spins are waiting. */
export const rouletteOrderPopupText = (count: number): string => `感謝您的投資！您目前有 ${count} 次幸運輪盤抽獎機會，快去試試手氣吧！`;

/** The checkout's words for a checked promo code. */
export const PROMO_CHECKOUT_TEXTS = {
  verifying: '優惠碼確認中…',
  lenderFee: '出借服務費率',
} as const;

/** A typed code the server accepts, not yet applied: 可使用：出借服務費折抵 10%. */
export const promoCodeUsableText = (summary: string): string => `可使用：${summary}`;

/** The applied code: 已套用優惠碼 LBABC：出借服務費折抵 10%. */
export const promoCodeAppliedText = (code: string, summary: string): string => `已套用優惠碼 ${code}：${summary}`;
