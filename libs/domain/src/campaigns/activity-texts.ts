import type { CampaignAd, MissionRule, SourcedModal } from './activities.js';

/**
 * The activity pages' words. The spec's own messages (哎呀！ / 這個活動結束了哦, 領取失敗, 恭喜！,
 * 活動尚未開始 / 可...可惡..., 活動尚未開始 / 敬請期待～, 今日次數已用完 / 請明天再來～, 今天已看過,
 * 你有欄位未完成 / 請確實填寫, 此活動限交易會員參加) are in CAMPAIGN_TEXTS; these are written in the
 * same voice.
 */
export const ACTIVITY_TEXTS = {
  missionsTitle: '新春任務活動',
  missionList: '任務一覽',
  allMissionCount: '任務總數',
  ticketCount: '已獲得抽獎卷',
  drawTask: '抽任務',
  drawingTask: '抽任務中…',
  allMissionsDrawn: '任務都抽完了，請先完成手上的任務',
  currentTask: '目前任務',
  noTask: '還沒有任務，按「抽任務」拿一個吧',
  go: '前往',
  claim: '領取',
  claimed: '已領取',
  claiming: '領取中…',
  notCompleted: '尚未完成',
  completed: '已完成',
  completedMissions: '已完成的任務',
  noCompletedMissions: '還沒有完成的任務',
  missionNotCompleted: '任務尚未完成，完成後再來領取吧',
  missionNotYours: '找不到這個任務',
  ticketsGranted: (count: number): string => `獲得抽獎卷 ${count} 張`,
  flipCardsTitle: '聖誕翻牌任務',
  flipCardNotice: '注意事項',
  startMission: '開始任務',
  started: '任務進行中',
  flipCardStartClosed: '任務只能在活動期間開始',
  drawTitle: '中秋抽獎',
  yourReward: '您抽中了',
  tierFrom: (amount: string): string => `活動期間累積投資 ${amount} 起`,
  everyone: '所有會員',
  drawButton: '立即抽獎',
  drawing: '抽獎中…',
  drawnToday: '今天已經抽過了',
  loginToDraw: '登入會員抽獎',
  registerToDraw: '註冊會員',
  promoCode: '優惠碼',
  expireDate: '使用期限',
  goMarket: '前往投資',
  tiersTitle: '投資越多，獎項越大',
  checkInButton: '點金幣簽到',
  checkInDone: '簽到成功',
  checkInLogin: '請先登入會員再簽到',
  seePercent: '查看中獎機率',
  yourChance: (percent: string): string => `您目前的中獎機率為 ${percent}%`,
  chanceInvalid: '簽到後即可查看中獎機率',
  whisper: '偷偷告訴你，你的中獎機率很高喔！',
  storyTitle: '分享您的信橋故事',
  storySubmit: '送出故事',
  storySent: '感謝您的分享',
  storySentText: '我們收到您的故事了，專人將與您聯繫',
  qualifiedTitle: '合作活動資格',
  agreeTitle: '請閱讀並同意活動條款',
  agreeSubmit: '同意並參加',
  qualified: '您已符合活動資格',
  notQualified: '您目前不符合活動資格',
  embedTitle: '活動專區',
  embedLoading: '活動載入中…',
  closeAd: '關閉廣告',
  closeModal: '關閉',
  countdown: (days: number): string => `活動倒數 ${days} 天`,
  drawUsedCode: '今日次數已用完',
} as const;

/** The story form's field labels. */
export const STORY_LABELS = {
  name: '姓名',
  age: '年齡',
  company_title: '職稱',
  company_income: '年收入',
  personal_photo: '個人照片',
  share_video: '願意拍攝分享影片',
  agree1: '我同意信橋刊登我的故事',
  agree2: '我同意信橋使用我上傳的照片',
  agree3: '我確認所填內容屬實',
  questionnaire_type: '我是',
  why_need_money: '為什麼需要這筆資金？',
  why_choose_lnb: '為什麼選擇信橋？',
  what_different_with_lnb_and_other: '信橋和其他管道有什麼不同？',
  leave_some_messages: '想說的話',
  invest_situation: '您的投資狀況',
} as const;

export const STORY_QUESTIONNAIRE_TYPE_LABELS = { lend: '出借人', borrow: '借款人' } as const;

/** The yes/no of share_video. */
export const STORY_SHARE_VIDEO_LABELS = { yes: '是', no: '否' } as const;

/** What each mission rule asks, as the console and the seed describe it. */
export const MISSION_RULE_LABELS: Readonly<Record<MissionRule, string>> = {
  invest: '活動期間投資任一案件',
  robo_transfer: '活動期間轉入智能投資',
  invite: '活動期間邀請好友註冊',
  credit_check: '活動期間完成信用試算',
};

/** What a flip card shows of the record that completed it ({serial}, {property} filled by flipCardContent). */
export const FLIP_CARD_FACT_LINES: Readonly<Record<MissionRule, string>> = {
  invest: '投資編號 {serial}',
  robo_transfer: '智能投資編號 {serial}',
  invite: '已邀請好友註冊',
  credit_check: '信用等級 {property}',
};

/** The seasonal campaigns of the spec, by the keys their pages and ads name them with. */
export const SEASONAL_CAMPAIGN_KEYS = {
  newYear2020: 'new-year-2020',
  christmas2019: 'christmas-2019',
  midAutumn2021: 'mid-autumn-2021',
  midAutumn2022: 'mid-autumn-2022',
  newYear2018: 'new-year-2018',
  clickDollar: 'click-dollar',
} as const;

export const SEASONAL_CAMPAIGN_TITLES: Readonly<Record<(typeof SEASONAL_CAMPAIGN_KEYS)[keyof typeof SEASONAL_CAMPAIGN_KEYS], string>> = {
  'new-year-2020': '2020 新春任務',
  'christmas-2019': '聖誕翻牌任務',
  'mid-autumn-2021': '2021 中秋抽獎',
  'mid-autumn-2022': '2022 中秋抽獎',
  'new-year-2018': '2018 新春投資回饋',
  'click-dollar': '點金幣簽到',
};

/** The side ads: the farmer-market ad of 2020 (until 2020/10/31), and one beside the new-year missions activity. */
export const SIDE_ADS: readonly CampaignAd[] = [
  {
    title: '小農專區：支持在地好農',
    imgSrc: '/images/ads/farmer.svg',
    href: '/market-place/farmer',
    showBefore: '2020-10-31',
    showWithActivity: null,
    modalId: 'farmer-2020',
    showCountdown: false,
  },
  {
    title: '新春任務進行中，完成任務拿抽獎卷',
    imgSrc: '/images/ads/farmer.svg',
    href: '/market-place/farmer',
    showBefore: null,
    showWithActivity: 'new-year-2020',
    modalId: 'farmer-new-year',
    showCountdown: true,
  },
];

/** The sourced campaign modals: the 2018 new-year promotion, linking to the marketplace. */
export const SOURCED_MODALS: readonly SourcedModal[] = [
  {
    title: '新春投資回饋：累積投資最高回饋 NT$ 1,688',
    imgSrc: '/images/ads/new-year.svg',
    href: '/market-place',
    showBefore: null,
    showWithActivity: 'new-year-2018',
    modalId: 'new-year-2018',
    showCountdown: true,
    source: null,
  },
];
