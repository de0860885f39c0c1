import type { FarmFieldCode } from './constants.js';

/**
 * The GACP production-record tables (gacp_options): each a kind of work written down by the farmer,
 * for the field codes that do that work.
 */
export const GACP_RECORD_TYPES = {
  seedling: { label: '育苗與定植', codes: ['003'] },
  fertilizer: { label: '肥料使用', codes: ['003'] },
  pest_control: { label: '病蟲害防治', codes: ['003'] },
  harvest: { label: '採收紀錄', codes: ['003'] },
  feed: { label: '飼料使用', codes: ['002'] },
  vaccine: { label: '疫苗與用藥', codes: ['002'] },
  disinfection: { label: '環境消毒', codes: ['002', '003'] },
  shipment: { label: '出貨紀錄', codes: ['002', '003'] },
} as const satisfies Record<string, { label: string; codes: readonly FarmFieldCode[] }>;

export type GacpRecordType = keyof typeof GACP_RECORD_TYPES;
export const GACP_RECORD_TYPE_VALUES = Object.keys(GACP_RECORD_TYPES) as [GacpRecordType, ...GacpRecordType[]];

/** The record types a farm of these field codes keeps, in the tables' order. */
export const gacpTypesFor = (codes: readonly FarmFieldCode[]): GacpRecordType[] =>
  GACP_RECORD_TYPE_VALUES.filter((type) => GACP_RECORD_TYPES[type].codes.some((code) => (codes as readonly string[]).includes(code)));

/** Whether a record of this type can be written for a field of this code. */
export const gacpTypeFits = (type: GacpRecordType, code: FarmFieldCode): boolean =>
  (GACP_RECORD_TYPES[type].codes as readonly FarmFieldCode[]).includes(code);

/** The columns of a GACP table, as the page heads them. */
export const GACP_COLUMNS = {
  work_date: '日期',
  field: '場域',
  work_item: '作業項目',
  material: '資材',
  quantity: '數量',
  operator: '作業人員',
  note: '備註',
} as const;
