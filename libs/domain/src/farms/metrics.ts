import type { FarmFieldCode } from './constants.js';

/** One measured quantity of a field: its key in readings, Chinese label, unit and plausible bounds. */
export interface FarmMetric {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  /** The smallest and largest value a working sensor reports; anything outside is refused. */
  readonly min: number;
  readonly max: number;
}

/** The metric set each field code's devices send. */
export const FARM_METRICS = {
  '002': [
    { key: 'temperature', label: '舍內溫度', unit: '°C', min: -20, max: 60 },
    { key: 'humidity', label: '相對濕度', unit: '%', min: 0, max: 100 },
    { key: 'ammonia', label: '氨氣濃度', unit: 'ppm', min: 0, max: 200 },
    { key: 'water_intake', label: '飲水量', unit: 'L', min: 0, max: 10_000 },
  ],
  '003': [
    { key: 'air_temperature', label: '空氣溫度', unit: '°C', min: -20, max: 60 },
    { key: 'humidity', label: '空氣濕度', unit: '%', min: 0, max: 100 },
    { key: 'soil_moisture', label: '土壤含水率', unit: '%', min: 0, max: 100 },
    { key: 'soil_ec', label: '土壤電導度', unit: 'mS/cm', min: 0, max: 20 },
    { key: 'light_lux', label: '光照度', unit: 'lux', min: 0, max: 200_000 },
  ],
} as const satisfies Record<FarmFieldCode, readonly FarmMetric[]>;

export type FarmMetricKey<C extends FarmFieldCode = FarmFieldCode> = (typeof FARM_METRICS)[C][number]['key'];

/** The metrics of a field code. */
export const farmMetricsOf = (code: FarmFieldCode): readonly FarmMetric[] => FARM_METRICS[code];

/** The metric of a field code by key, or undefined when that field does not measure it. */
export const farmMetric = (code: FarmFieldCode, key: string): FarmMetric | undefined =>
  farmMetricsOf(code).find((metric) => metric.key === key);
