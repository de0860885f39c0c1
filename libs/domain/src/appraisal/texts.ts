import { MESSAGES } from '../messages/messages.js';
import { VEHICLE_APPRAISAL_TITLE } from '../navigation/index.js';
import { maxLength } from '../messages/message-functions.js';
import {
  APPRAISAL_COMMENT_MAX_LENGTH,
  APPRAISAL_VALUE_MAX_TEN_THOUSAND,
  APPRAISAL_VALUE_MIN_TEN_THOUSAND,
  VEHICLE_IMPORT_MAX_BYTES,
  VEHICLE_IMPORT_MAX_ROWS,
} from './constants.js';
import type { AppraisalStatus, VehicleCatalogueColumn, VehicleSelectionField, VehicleType } from './constants.js';

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
  vehicleTitle: VEHICLE_APPRAISAL_TITLE,
  vehicleSearch: '開始估價',
  vehicleNotFound: '查無此車款的價格資料',
  captchaRequired: '請先完成人機驗證',
  captchaFailed: '人機驗證失敗，請重新驗證',
  priceInvalid: '新車價格須為 1 以上的整數',
  yearInvalid: '年份須為 4 位數字',
  estimateLabel: '估計價值',
  estimateNote: '估價依新車價格與車齡折舊推算，僅供參考，實際價值以專業鑑價為準。',
  vehicleIntro: '依序選擇車種、廠牌、車款、年式、出廠年份、車型與規格，完成人機驗證後即可估算車輛的參考價值。',
  captchaLabel: '人機驗證',
  ageLabel: '車齡',
  residualLabel: '殘值比例',
  optionsLoading: '載入選項中',
  noOptions: '查無可選擇的項目',
} as const;

/** A vehicle's age in the estimate: 3 年. */
export const vehicleAgeText = (years: number): string => `${years} 年`;

/** A selection left out: 請選擇廠牌. */
export const vehicleSelectionRequired = (field: VehicleSelectionField): string => `請選擇${VEHICLE_SELECTION_LABELS[field]}`;

/** A selection made before an earlier one: 請先選擇車款. */
export const vehicleSelectionOutOfOrder = (missing: VehicleSelectionField): string => `請先選擇${VEHICLE_SELECTION_LABELS[missing]}`;

/** The import's column names: the selections' names, and the note. */
export const VEHICLE_CATALOGUE_COLUMN_LABELS: Readonly<Record<VehicleCatalogueColumn, string>> = {
  vehicle_type: VEHICLE_SELECTION_LABELS.vehicle_type,
  kind: VEHICLE_SELECTION_LABELS.kind,
  car: VEHICLE_SELECTION_LABELS.car,
  year: VEHICLE_SELECTION_LABELS.year,
  type: VEHICLE_SELECTION_LABELS.type,
  spec: VEHICLE_SELECTION_LABELS.spec,
  price: VEHICLE_SELECTION_LABELS.price,
  note: '備註',
};

/** The catalogue import's refusals and its answer. */
export const VEHICLE_IMPORT_TEXTS = {
  format: '檔案須為 .xlsx 或 .csv 格式',
  fileRequired: '請選擇要匯入的檔案',
  tooLarge: `檔案不能超過 ${VEHICLE_IMPORT_MAX_BYTES / (1024 * 1024)} MB`,
  empty: '檔案中沒有車價資料',
  tooManyRows: `一次最多匯入 ${VEHICLE_IMPORT_MAX_ROWS} 列車價資料`,
  refused: '檔案中有資料錯誤，未匯入任何資料',
} as const;

/** A bad row of an import: 第 3 列：請選擇廠牌 (rows counted as the spreadsheet shows them). */
export const vehicleImportRowProblem = (row: number, message: string): string => `第 ${row} 列：${message}`;

/** A header row without required columns: 缺少欄位：廠牌、車款. */
export const vehicleImportMissingColumns = (columns: readonly VehicleCatalogueColumn[]): string =>
  `缺少欄位：${columns.map((column) => VEHICLE_CATALOGUE_COLUMN_LABELS[column]).join('、')}`;

/** A header naming a column twice: 欄位重複：廠牌. */
export const vehicleImportRepeatedColumn = (column: VehicleCatalogueColumn): string => `欄位重複：${VEHICLE_CATALOGUE_COLUMN_LABELS[column]}`;

/** A vehicle listed twice in one file. */
export const vehicleImportDuplicate = (firstRow: number): string => `與第 ${firstRow} 列的車款重複`;

/** The import's answer: 已匯入 12 筆車價資料（新增 10 筆、更新 2 筆）. */
export const vehicleImportDone = (created: number, updated: number): string =>
  `已匯入 ${created + updated} 筆車價資料（新增 ${created} 筆、更新 ${updated} 筆）`;

/** The console's vehicle price catalogue: its name, the labels of a row's fields, and the import. */
export const CONSOLE_VEHICLE_CATALOGUE_TEXTS = {
  name: '車價資料',
  id: '編號',
  ...VEHICLE_CATALOGUE_COLUMN_LABELS,
  vehicle_type_label: VEHICLE_SELECTION_LABELS.vehicle_type,
  imported_by_name: '匯入人員',
  created_at: '建立時間',
  updated_at: '更新時間',
  q: '搜尋廠牌、車款、車型或規格',
  import: '匯入車價',
  importTitle: '匯入車價資料',
  importFile: '選擇檔案',
  importSend: '開始匯入',
  importRule: `.xlsx 或 .csv（UTF-8），第一列為欄位名稱：${Object.values(VEHICLE_CATALOGUE_COLUMN_LABELS).join('、')}（備註可省略）；車種填 汽車 或 機車。最多 ${VEHICLE_IMPORT_MAX_ROWS} 列、${VEHICLE_IMPORT_MAX_BYTES / (1024 * 1024)} MB；同一車款再次匯入時更新其價格。`,
  importProblems: '以下資料有誤，未匯入任何資料：',
  adminFeature: '匯入汽機車估價使用的新車價格',
} as const;

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
