import { formatNtd } from '../money/money.js';

/**
 * The referral programme's words (member-get-member, spec 002 sections 2, 3, 4 and 9). 古道熱腸型 and
 * 謹慎思考型 are the spec's; the rest is written in the same voice.
 */
export const REFERRAL_TEXTS = {
  unknownReferrer: '查無此推薦人，請確認推薦連結是否正確',
  referrerLabel: '推薦人會員編號',
  referrerHint: '透過好友的推薦連結註冊，好友首次出借成功後可獲得推薦獎勵',
  rewardName: '好友推薦獎勵',
  pageTitle: '好友推薦',
  pageIntro: '邀請好友加入信橋 LendBridge，好友首次出借成功，您即可獲得回饋金。',
  loginToInvite: '登入會員即可取得您的專屬推薦連結',
  login: '登入',
  register: '註冊會員',
  overviewTitle: '我的推薦成績',
  referredCount: '已註冊好友',
  investedCount: '已出借好友',
  borrowedCount: '已借款好友',
  linkTitle: '我的推薦連結',
  serialLabel: '我的推薦碼',
  copyLink: '複製連結',
  linkCopied: '已複製推薦連結',
  copyFailed: '無法自動複製，請手動選取連結',
  inviteTitle: '寄送邀請信',
  inviteHint: '填寫好友的姓名與 Email，我們會代您寄出附有推薦連結的邀請信。',
  inviteNeedsBasic: '填寫會員基本資料後，即可寄送邀請信',
  fillBasic: '填寫基本資料',
  inviteeName: '好友姓名',
  inviteePhone: '好友手機',
  inviteeEmail: '好友 Email',
  invitations: '邀請名單',
  addInvitee: '新增一位',
  removeInvitee: '移除',
  sendInvitations: '寄出邀請',
  selfInvite: '不能邀請自己',
  invitationsTooMany: '24 小時內寄出的邀請已達上限，請稍後再試',
  invitationListTitle: '已邀請的好友',
  invitationListEmpty: '尚未寄出任何邀請',
  invitedAt: '邀請時間',
  referralListTitle: '透過我的連結註冊的好友',
  referralListEmpty: '還沒有好友透過您的連結註冊',
  memberName: '好友',
  joinedAt: '註冊時間',
  invested: '已出借',
  borrowed: '已借款',
  rewardPaid: '已獲得獎勵',
  yes: '是',
  no: '否',
  pagination: '頁碼',
  firstPage: '第一頁',
  lastPage: '最後一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  quizTitle: '你是哪一型的推薦達人？',
  quizIntro: '回答幾個簡單的問題，看看你是哪一種類型的朋友。',
  quizStart: '開始測驗',
  quizAgain: '再測一次',
  quizYes: '是',
  quizNo: '否',
  quizResultTitle: '你的測驗結果',
  quizInvite: '立即註冊，一起加入信橋',
  registrationTitle: '加入信橋 LendBridge',
  registrationText: '註冊成為會員，開始您的出借或借款旅程。透過推薦連結註冊，推薦您的好友也能獲得獎勵。',
  registrationGo: '前往註冊',
  close: '關閉',
  showGirlTitle: '推薦大使',
  showGirlIntro: '點選一位推薦大使，看看他們想對你說什麼。',
  showGirlEmpty: '目前沒有推薦大使',
  showGirlInvitation: '的邀請',
  showGirlQuiz: '開始測驗',
} as const;

/** A numbered page button of the programme's lists: 第 2 頁. */
export const referralPageLabel = (page: number): string => `第 ${page} 頁`;

/** Where a show-girl character comes from and what they do: 臺北・理財新手村村長 (either may be empty). */
export const showGirlByline = (from: string, title: string): string => [from, title].filter((part) => part !== '').join('・');

/** A question's place in the questionnaire: 第 2 題. */
export const referralQuestionNumber = (question: number): string => `第 ${question} 題`;

/** The score the questionnaire gives: 熱心指數 67 分. */
export const referralScoreText = (score: number): string => `熱心指數 ${score} 分`;

/** What the invitation form answers: how many e-mails left and how many addresses were already invited. */
export const referralInvitedText = (invited: number, skipped: number): string =>
  skipped === 0 ? `已寄出 ${invited} 封邀請信` : `已寄出 ${invited} 封邀請信，${skipped} 位好友先前已邀請過`;

/** The invitation e-mail's subject: 林美玲邀請您加入信橋 LendBridge. */
export const referralInvitationSubject = (inviterName: string): string => `${inviterName}邀請您加入信橋 LendBridge`;

/** The invitation e-mail: the inviter's name, the invitee's, and the registration link carrying the inviter's serial. */
export const referralInvitationBody = (inviteeName: string, inviterName: string, link: string): string =>
  `${inviteeName} 您好：\n\n您的好友${inviterName}邀請您加入信橋 LendBridge。請點選以下連結註冊會員：\n${link}\n\n若您不認識這位好友，請忽略此信。`;

/** The reward as the page describes it: 好友首次出借成功，您可獲得回饋金 NT$ 100. */
export const referralRewardText = (amount: number): string => `好友首次出借成功，您可獲得回饋金 ${formatNtd(amount)}`;
