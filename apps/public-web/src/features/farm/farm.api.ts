import type { FarmDataAnswer, FarmDataInterval, FarmFieldCode, FarmGacpRow, FarmImageFrame, FarmPageInfo, GacpRecordType } from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';

const farmPath = (no: string): string => `/api/farm-traceability/${encodeURIComponent(no)}`;
const withQuery = (path: string, query: Record<string, string | number>): string =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)])).toString()}`;

export const fetchFarmInfo = (no: string, key: string, signal: AbortSignal): Promise<FarmPageInfo> =>
  api.get<FarmPageInfo>(withQuery(farmPath(no), { key }), { signal });

export interface FarmDataRequest {
  field: FarmFieldCode;
  search_target: string;
  data_interval: FarmDataInterval;
  start_date: string;
  end_date: string;
}

export const fetchFarmData = (no: string, key: string, request: FarmDataRequest, signal: AbortSignal): Promise<FarmDataAnswer> =>
  api.get<FarmDataAnswer>(withQuery(`${farmPath(no)}/datas`, { key, ...request }), { signal });

export type FarmImagesKind = 'ipcam_picture' | 'ipcam_time_lapse';

export const fetchFarmImages = (
  no: string,
  key: string,
  kind: FarmImagesKind,
  request: { start_date: string; interval: number },
  signal: AbortSignal,
): Promise<FarmImageFrame[]> => api.get<FarmImageFrame[]>(withQuery(`${farmPath(no)}/${kind}`, { key, ...request }), { signal });

export interface FarmGacpPage {
  data: FarmGacpRow[];
  meta: { pagination: { page: number; per_page: number; total: number; last_page: number } };
}

export const fetchFarmGacp = (no: string, key: string, table: GacpRecordType, page: number, signal: AbortSignal): Promise<FarmGacpPage> =>
  requestBody<FarmGacpPage>(withQuery(`${farmPath(no)}/trace/gacp`, { key, table, page }), { signal });
