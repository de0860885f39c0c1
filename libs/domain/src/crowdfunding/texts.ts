import { ntdText } from '../credit-try/texts.js';
import { ORDER_TEXTS } from '../orders/texts.js';
import type { CrowdfundingDeliveryStatus, CrowdfundingOrderStatus, CrowdfundingRepaymentStatus } from './constants.js';
import { CROWDFUNDING_TRANSFER_DEADLINE_DAYS } from './constants.js';

/**
 * The crowdfunding screens' words. 下單成功, 報名成功 and 您需要輸入密碼喲！ are the spec's own (the
 * password prompt lives in MESSAGES); the others are written in the same voice.
 */
export const CROWDFUNDING_TEXTS = {
  orderSuccess: '下單成功',
  listTitle: '群眾募資',
  listEmpty: '目前沒有募資中的群眾募資專案',
  alumniSuccess: '報名成功',
  projectNotFound: '查無此募資專案',
  orderNotFound: '查無此訂單',
  ownProject: '您不能贊助自己的募資專案',
  finished: '此募資專案已結束',
  planNotFound: '請選擇方案',
  soldOut: '此方案已額滿',
  periodInvalid: '請選擇方案提供的期數',
  paymentByInvalid: '請選擇付款方式',
  /** The balance is under the least a balance order needs (spec 4: at least 1000). */
  balanceTooLow: ORDER_TEXTS.investableShort,
  balanceShort: '帳戶餘額不足以支付第一期款項，請先轉帳至您的虛擬帳戶',
  notPayable: '此訂單目前無法付款',
  transferLapsed: '此訂單已超過付款期限',
  receiverName: '收件人姓名',
  receiverAddress: '收件地址',
  receiverPhone: '收件人手機',
  cardRequired: '請輸入信用卡資料',
  cardNumber: '信用卡卡號須為 16 碼數字',
  cardBrand: '僅接受 Visa、MasterCard、JCB 與銀聯卡',
  cardDate: '請選擇有效期限',
  cardExpired: '信用卡已過期',
  cardCode: '安全碼須為 3 碼數字',
  cardDeclined: '刷卡失敗',
  cardAuthPending: '請完成 3-D 驗證',
  cardAuthCancelled: '3-D 驗證已取消，訂單未成立',
  cardAuthUnknown: '查無此驗證',
  studentId: '學號',
  academic: '學院',
  department: '系所',
  shirtSize: '衣服尺寸',
  alumniNotFound: '查無此校友資料，請確認學號、學制與系所',
  alumniUsed: '此校友資料已報名',
  alumniRequired: '請先驗證校友資料',
  deliveryNotFound: '查無此出貨',
  deliveryNotShipped: '商品尚未出貨，無法確認收貨',
  deliveryAddressLocked: '商品已出貨，無法變更收件資料',
  deliveryAddressUpdated: '收件資料已更新',
  deliveryReceived: '已確認收貨',
  deliveryNotChangeable: '此出貨狀態無法變更',
  carrierRequired: '請輸入物流商代碼',
  deliveryIdRequired: '請輸入物流單號',
  rosterDuplicate: '此學號已在名冊中',
  rosterUsed: '已報名的名冊資料不能刪除',
  planHasOrders: '已有訂單的方案不能刪除',
  ratesRequired: '請至少設定一個期數',
  ratesDuplicate: '期數不能重複',
  agreementsRequired: '請先閱讀並勾選同意事項',
} as const;

/** The bank-transfer instruction of a balance order the balance does not cover (spec 8: payment due within three days). */
export const crowdfundingTransferInstruction = (amount: number, bankCode: string, account: string, deadline: string): string =>
  `您的帳戶餘額不足，請於 ${CROWDFUNDING_TRANSFER_DEADLINE_DAYS} 日內（${deadline} 前）轉帳 ${ntdText(amount)} 至您的虛擬帳戶（${bankCode} ${account}），入帳後即可完成付款。`;

export const CROWDFUNDING_ORDER_STATUS_LABELS: Readonly<Record<CrowdfundingOrderStatus, string>> = {
  pending_card: '刷卡驗證中',
  pending_transfer: '待轉帳付款',
  paid: '已付款',
  failed: '付款失敗',
  lapsed: '逾期未付款',
};

export const CROWDFUNDING_REPAYMENT_STATUS_LABELS: Readonly<Record<CrowdfundingRepaymentStatus, string>> = {
  paid: '已付款',
  scheduled: '待扣款',
  cancelled: '已取消',
};

export const CROWDFUNDING_DELIVERY_STATUS_LABELS: Readonly<Record<CrowdfundingDeliveryStatus, string>> = {
  preparing: '備貨中',
  shipped: '已出貨',
  received: '已收貨',
  cancelled: '已取消',
};

export const CARD_BRAND_LABELS = { visa: 'Visa', mastercard: 'MasterCard', jcb: 'JCB', unionpay: '銀聯卡' } as const;

/** The public pages' labels. */
export const CROWDFUNDING_PAGE_TEXTS = {
  owner: '提案人',
  plans: '贊助方案',
  unitsLeft: '剩餘份數',
  soldOut: '已額滿',
  periodLabel: (period: number): string => `${period} 期`,
  firstPeriod: '首期金額',
  laterPeriod: '之後每期',
  back: '我要贊助',
  signUp: '我要報名',
  loginToOrder: '請先登入',
  orderTitle: '贊助方案下單',
  alumniTitle: '校友餐會報名',
  plan: '方案',
  period: '期數',
  paymentBy: '付款方式',
  payByCard: '信用卡',
  payByBalance: '代收代付帳戶餘額',
  balance: '帳戶可用餘額',
  virtualAccount: '您的虛擬帳戶',
  cardNumber: '信用卡卡號',
  cardYear: '有效年份',
  cardMonth: '有效月份',
  cardCode: '安全碼 (CVV)',
  delivery: '收件資料',
  contract: '契約預覽',
  agreeContract: '我已閱讀並同意贊助契約',
  agreeDelivery: '我已確認收件資料正確',
  agreePeriods: '我了解第二期起每月自代收代付帳戶扣款',
  password: '登入密碼',
  submit: '確認下單',
  submitSignUp: '確認報名',
  cancel: '取消',
  verify: '驗證校友資料',
  alumniValid: '校友資料驗證成功',
  alumniInvalid: CROWDFUNDING_TEXTS.alumniNotFound,
  vegetable: '素食',
  stayAssisted: '需要協助住宿',
  shirtSize: CROWDFUNDING_TEXTS.shirtSize,
  studentId: CROWDFUNDING_TEXTS.studentId,
  academic: CROWDFUNDING_TEXTS.academic,
  department: CROWDFUNDING_TEXTS.department,
  cardReturnTitle: '信用卡 3-D 驗證結果',
  cardReturnWorking: '正在確認付款結果…',
  investmentTitle: (serial: string): string => `募資贊助 ${serial}`,
  repayments: '付款排程',
  deliveries: '出貨紀錄',
  periodNo: '期別',
  dueDate: '付款日',
  amount: '金額',
  status: '狀態',
  paidAt: '付款時間',
  deliveryId: '物流單號',
  carrier: '物流商',
  deadline: '出貨期限',
  markReceived: '確認收貨',
  changeAddress: '變更收件資料',
  save: '儲存',
  payNow: '以餘額付款',
  backToInvestments: '回到我的投資',
  payDeadline: '付款期限',
  continueTo: '繼續',
  receiverUpdated: CROWDFUNDING_TEXTS.deliveryAddressUpdated,
} as const;

/** The console's crowdfunding resources: names and field labels. */
export const CONSOLE_CROWDFUNDING_TEXTS = {
  projects: '募資專案',
  orders: '募資訂單',
  deliveries: '募資出貨',
  roster: '校友名冊',
  createProject: '新增募資專案',
  createRoster: '新增校友',
  id: 'ID',
  serial: '編號',
  title: '專案名稱',
  kind: '類型',
  status: '狀態',
  owner_member_serial: '提案人會員編號',
  plans_count: '方案數',
  orders_paid: '已付款訂單',
  created_at: '建立時間',
  contents: '頁面內容',
  content_type: '區塊類型',
  content: '內容',
  plans: '方案',
  plan_title: '方案名稱',
  units: '份數',
  units_taken: '已售出',
  rates: '期數與金額',
  period: '期數',
  first_period_amount: '首期金額',
  later_period_amount: '之後每期金額（空白同首期）',
  tabs: '方案分頁',
  tab_title: '分頁標題',
  tab_content: '分頁內容',
  project_title: '專案',
  backer_member_serial: '贊助人會員編號',
  payment_by: '付款方式',
  pay_deadline: '付款期限',
  receiver: '收件資料',
  delivery_receiver_name: CROWDFUNDING_TEXTS.receiverName,
  delivery_phone: CROWDFUNDING_TEXTS.receiverPhone,
  delivery_address: CROWDFUNDING_TEXTS.receiverAddress,
  vegetable: '素食',
  stay_assisted: '需要協助住宿',
  shirt_size: CROWDFUNDING_TEXTS.shirtSize,
  card_masked: '卡號（遮蔽）',
  card_status: '刷卡狀態',
  paid_at: '付款時間',
  order_id: '訂單 ID',
  order_serial: '訂單編號',
  period_no: '期別',
  deadline: '出貨期限',
  carrier_code: '物流商代碼',
  delivery_id: '物流單號',
  shipped_at: '出貨時間',
  received_at: '收貨時間',
  project_id: '專案',
  student_id: CROWDFUNDING_TEXTS.studentId,
  academic: CROWDFUNDING_TEXTS.academic,
  department: CROWDFUNDING_TEXTS.department,
  name: '姓名',
  is_used: '已報名',
  search: '搜尋',
  projectsAdminFeature: '建立與編輯募資專案、方案份數與期數金額',
  projectsSalesFeature: '查看募資專案與方案（唯讀）',
  ordersFeature: '查看募資訂單與付款狀態（卡號遮蔽）',
  deliveriesAdminFeature: '登錄出貨（物流商與單號）或取消出貨',
  deliveriesSalesFeature: '查看募資出貨進度（唯讀）',
  rosterAdminFeature: '維護校友餐會的校友名冊',
  rosterSalesFeature: '查看校友名冊與報名狀況（唯讀）',
} as const;

export const CROWDFUNDING_STATUS_LABELS = { open: '募資中', finished: '已結束' } as const;
export const CROWDFUNDING_KIND_LABELS = { standard: '一般募資', alumni_dinner: '校友餐會' } as const;
export const CROWDFUNDING_CONTENT_TYPE_LABELS = { heading: '標題', text: '文字', image: '圖片（上傳檔案編號）' } as const;
export const CROWDFUNDING_PAYMENT_BY_LABELS = { 0: '信用卡', 1: '帳戶餘額' } as const;

/** The sandbox card gateway's words: its 3-D Secure page and its decline reasons. */
export const CARD_SANDBOX_TEXTS = {
  pageTitle: '3-D Secure 驗證（測試環境）',
  sent: '發卡銀行已傳送一次性驗證碼至您的手機。測試環境的驗證碼為',
  amount: '交易金額',
  card: '卡號',
  code: '一次性驗證碼',
  confirm: '確認',
  cancel: '取消',
  wrongCode: '驗證碼錯誤，請重新輸入',
  finished: '此驗證已結束。',
  declinedByIssuer: '發卡銀行拒絕交易',
  unknownCard: '測試環境不接受此卡號',
  cancelled: '持卡人取消 3-D 驗證',
  unknownToken: '查無此驗證',
} as const;

/** A period's payment as the statements describe it: 花蓮有機米月月配（CO2611280000001）第 2 期. */
export const crowdfundingPeriodDescription = (title: string, orderSerial: string, periodNo: number): string => `${title}（${orderSerial}）第 ${periodNo} 期`;

/** A plan's units lowered below those its orders hold (console). */
export const crowdfundingUnitsBelowTaken = (taken: number): string => `份數不能少於已售出的 ${taken} 份`;

/** A project card's least first period and its places left: 每期 NT$ 1,200 起, 剩餘名額 9. */
export const crowdfundingFromAmountText = (amount: number): string => `每期 ${ntdText(amount)} 起`;
export const crowdfundingUnitsLeftText = (units: number): string => `剩餘名額 ${units}`;
