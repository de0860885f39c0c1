import { FARM_DATA_MAX_SPAN_DAYS, FARM_READINGS_BATCH_MAX } from './constants.js';
import type { FarmDataInterval, FarmFieldCode, FarmPageType } from './constants.js';

/** The field codes' names (002 poultry, 003 planting). */
export const FARM_FIELD_LABELS: Readonly<Record<FarmFieldCode, string>> = { '002': '禽舍', '003': '種植' };

export const FARM_PAGE_TYPE_LABELS: Readonly<Record<FarmPageType, string>> = { poultry: '畜禽養殖', planting: '作物種植', mixed: '農牧複合' };

export const FARM_INTERVAL_LABELS: Readonly<Record<FarmDataInterval, string>> = { hour: '每小時', day: '每日' };

/** The farm traceability page and its API's messages. */
export const FARM_TEXTS = {
  pageTitle: '農場溯源',
  report: '溯源報告',
  reportTitle: '農場溯源報告',
  close: '關閉',
  cameraTitle: '監視器影像',
  timeLapse: '縮時影像',
  pictures: '單日影像',
  play: '播放',
  pause: '暫停',
  date: '日期',
  interval: '間隔',
  everyHours: (hours: number): string => (hours === 24 ? '每日' : `每 ${hours} 小時`),
  noImages: '這段期間沒有影像',
  gacpTitle: '生產履歷',
  noRecords: '尚無生產紀錄',
  sensorTitle: '感測數據',
  field: '場域',
  metric: '項目',
  startDate: '開始日期',
  endDate: '結束日期',
  dataInterval: '統計間隔',
  noData: '這段期間沒有感測數據',
  average: '平均',
  viewFarm: '查看農場溯源',
  farmNotFound: '找不到這個農場',
  owner: '農場主',
  location: '地點',
  fields: '場域',
  lastReading: '最近一筆數據',
  imageCount: '影像張數',
  recordCount: '生產紀錄筆數',
  loadFailed: '讀取失敗',
  endBeforeStart: '結束日期不可早於開始日期',
  spanTooLong: (interval: FarmDataInterval): string =>
    `${FARM_INTERVAL_LABELS[interval]}統計最多查詢 ${FARM_DATA_MAX_SPAN_DAYS[interval]} 天`,
  keyInvalid: '農場金鑰無效',
  unknownField: '這個農場沒有此場域',
  unknownMetric: '此場域沒有這個感測項目',
  notFinite: '數值必須是有限的數字',
  outOfRange: (min: number, max: number): string => `數值必須介於 ${min} 與 ${max} 之間`,
  inFuture: '量測時間不可晚於現在',
  noMetrics: '請至少提供一項感測數值',
  tooManyReadings: `一次最多上傳 ${FARM_READINGS_BATCH_MAX} 筆數據`,
  emptyBatch: '請至少提供一筆數據',
  typeNotForField: '這個場域不適用此紀錄類別',
  imageRequired: '請選擇影像檔案',
  fieldCodeTaken: '同一農場的場域代碼不可重複',
  fieldHasData: '這個場域已有數據，不可移除',
  ownerUnknown: '找不到這位會員',
  farmNoTaken: '農場編號已被使用',
  loanNotOwners: '借款編號須為農場主的農民貸款',
  loanTaken: '這筆借款已連結其他農場',
  keyShownOnce: '金鑰只會顯示這一次，請立即複製並設定到裝置上',
} as const;
