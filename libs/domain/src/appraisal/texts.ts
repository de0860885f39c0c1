import { MESSAGES } from '../messages/messages.js';
import { maxLength } from '../messages/message-functions.js';
import { APPRAISAL_COMMENT_MAX_LENGTH, APPRAISAL_VALUE_MAX_TEN_THOUSAND, APPRAISAL_VALUE_MIN_TEN_THOUSAND } from './constants.js';
import type { AppraisalStatus, VehicleSelectionField, VehicleType } from './constants.js';

export const APPRAISAL_STATUS_LABELS: Readonly<Record<AppraisalStatus, string>> = {
  unappraised: '未鑑價',
  appraised: '已鑑價',
};

export const VEHICLE_TYPE_LABELS: Readonly<Record<VehicleType, string>> = {
  car: '汽車',
  motorcycle: '機車',
};

/** The names of the vehicle selections. */
export const VEHICLE_SELECTION_LABELS: Readonly<Record<VehicleSelectionField, string>> = {
  vehicle_type: '車種',
  kind: '廠牌',
  car: '車款',
  year: '年式',
  made_year: '出廠年份',
  type: '車型',
  spec: '規格',
  price: '新車價格',
};

/** The names of the comment's fields. */
export const APPRAISAL_FIELD_LABELS = {
  ten_thousand_value: '評估價值（萬元）',
  comment: '鑑價留言',
} as const;

/**
 * The appraiser marketplace, the comment and the vehicle appraisal. 哎呀 / 您尚未輸入評估價值與留言,
 * 線上鑑價成功 and 目前伺服器忙碌中 / 請稍後再試！ are the spec's (002 sections 5 and 8); the others are
 * written in the same voice.
 */
export const APPRAISAL_TEXTS = {
  missingTitle: '哎呀',
  missingText: '您尚未輸入評估價值與留言',
  success: '線上鑑價成功',
  searchBusyTitle: '目前伺服器忙碌中',
  searchBusyText: '請稍後再試！',
  alreadyAppraised: '此項目已完成鑑價，無法再次留言',
  itemNotFound: '找不到鑑價項目',
  valueInvalid: `評估價值須為 ${APPRAISAL_VALUE_MIN_TEN_THOUSAND} 以上的整數（萬元）`,
  valueTooLarge: `評估價值不能超過 ${APPRAISAL_VALUE_MAX_TEN_THOUSAND} 萬元`,
  commentTooLong: maxLength(APPRAISAL_FIELD_LABELS.comment, APPRAISAL_COMMENT_MAX_LENGTH),
  invalidCharacter: MESSAGES.invalidCharacter,
  marketTitle: '線上鑑價',
  listEmpty: '目前沒有鑑價項目',
  submit: '送出鑑價',
  images: '擔保品照片',
  appraisedAt: '鑑價時間',
  vehicleTitle: '汽機車估價',
  vehicleSearch: '開始估價',
  vehicleNotFound: '查無此車款的價格資料',
  captchaRequired: '請先完成人機驗證',
  captchaFailed: '人機驗證失敗，請重新驗證',
  priceInvalid: '新車價格須為 1 以上的整數',
  yearInvalid: '年份須為 4 位數字',
  estimateLabel: '估計價值',
  estimateNote: '估價依新車價格與車齡折舊推算，僅供參考，實際價值以專業鑑價為準。',
} as const;

/** A selection left out: 請選擇廠牌. */
export const vehicleSelectionRequired = (field: VehicleSelectionField): string => `請選擇${VEHICLE_SELECTION_LABELS[field]}`;

/** A selection made before an earlier one: 請先選擇車款. */
export const vehicleSelectionOutOfOrder = (missing: VehicleSelectionField): string => `請先選擇${VEHICLE_SELECTION_LABELS[missing]}`;

/** The application history's name of an appraiser's comment. */
export const APPRAISAL_EVENT_LABEL = '擔保品鑑價';

/** The console's appraisal resource: its name and the labels of an item's fields. */
export const CONSOLE_APPRAISAL_TEXTS = {
  name: APPRAISAL_TEXTS.marketTitle,
  id: '鑑價編號',
  serial: '申請編號',
  source: '借款類型',
  type: '擔保品類型',
  status: '鑑價狀態',
  expect_value_10k: '期望估值（萬元）',
  appraised_value: APPRAISAL_FIELD_LABELS.ten_thousand_value,
  appraiser_comment: APPRAISAL_FIELD_LABELS.comment,
  appraised_at: APPRAISAL_TEXTS.appraisedAt,
  appraiser_name: '鑑價師',
  created_at: '建立時間',
  images: APPRAISAL_TEXTS.images,
  details: '擔保品資料',
  commentHeading: '鑑價留言',
  noImages: '尚無照片',
  applicationHeading: '鑑價結果',
  notAppraised: '尚未鑑價',
  appraiserFeature: '為典當品與擔保品提出鑑價',
  adminFeature: '查看典當品與擔保品的鑑價，代為提出鑑價',
} as const;
