import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FARM_TIME_LAPSE_DAYS, farmFormSchema, inTaiwan, shiftIsoDate, taipeiDayStart } from '@lendbridge/domain';
import type { FarmFieldCode, GacpRecordType } from '@lendbridge/domain';
import { FarmsConsoleService } from '../../modules/farms/farms-console.service.js';
import { farmFields, insertFarmImage, insertGacpRecords, insertReadings } from '../../modules/farms/farms.queries.js';
import type { GacpValue, ReadingValue } from '../../modules/farms/farms.queries.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { drawnPng } from './png.js';

const ADMIN = 'admin@lendbridge.tw';
const FARMER = 'farmer@lendbridge.tw';
const HOUR_MS = 3_600_000;
/** The days of hourly readings the demo farm has, up to the business clock's last hour. */
const READING_DAYS = 30;
/** The days of camera pictures (a time lapse's worth), and the hours of the day the field camera shoots (the coop camera every third hour, day and night). */
const PICTURE_DAYS = FARM_TIME_LAPSE_DAYS;
const FIELD_CAMERA_HOURS = { first: 5, last: 19 } as const;
const COOP_CAMERA_EVERY_HOURS = 3;
const PICTURE_SIZE = { width: 160, height: 120 } as const;
/** Readings written per statement. */
const READING_BATCH = 2_000;

/** The demo's farm: the rice of the Xiluo farmer loan (the loan it belongs to), with the free-range coop beside the paddies. */
export const DEMO_FARM = {
  no: 'F0001',
  name: '西螺稻香農場',
  owner_serial: '',
  location: '雲林縣西螺鎮',
  description: '濁水溪灌溉的兩期稻作 3.2 公頃，田邊放養土雞約 600 隻。稻田與雞舍裝有溫濕度、土壤與氨氣感測器及監視器，數據每小時上傳。',
  fields: [
    { code: '002', name: '放牧雞舍' },
    { code: '003', name: '濁水溪畔稻田' },
  ],
} as const;

/** A small seeded generator (mulberry32): the same demo every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));
/** The day's warmth: -1 before dawn, 1 mid-afternoon (a cosine peaking at 14:00). */
const warmth = (hour: number): number => Math.cos(((hour - 14) / 24) * 2 * Math.PI);
/** Daylight from 6:00 to 17:30 (a November day in Yunlin), 0 to 1. */
const daylight = (hour: number): number => Math.max(0, Math.sin(((hour - 6) / 11.5) * Math.PI));

/** The metric values of an hour, per field code: a day and night curve with noise. */
function hourValues(code: FarmFieldCode, hour: number, cloud: number, random: () => number): Record<string, number> {
  const noise = (spread: number) => (random() - 0.5) * 2 * spread;
  if (code === '002') {
    return {
      temperature: round(23 + 3 * warmth(hour) + noise(0.6), 1),
      humidity: round(72 - 9 * warmth(hour) + noise(2), 1),
      ammonia: round(Math.max(1, 9 - 3 * warmth(hour) + noise(1.2)), 1),
      water_intake: round(Math.max(0, (hour >= 6 && hour <= 18 ? 32 + 10 * daylight(hour) : 3) + noise(2)), 1),
    };
  }
  return {
    air_temperature: round(20 + 5 * warmth(hour) - 2 * cloud + noise(0.7), 1),
    humidity: round(Math.min(100, 80 - 14 * warmth(hour) + 6 * cloud + noise(2.5)), 1),
    soil_moisture: round(34 - 2 * daylight(hour) + noise(0.8), 1),
    soil_ec: round(1.15 + noise(0.06), 2),
    light_lux: Math.round(Math.max(0, 62_000 * daylight(hour) * (1 - 0.6 * cloud) + (daylight(hour) > 0 ? noise(1500) : 0))),
  };
}

type Rgb = readonly [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** The paddy camera's view at an hour: sky by the light of the hour, the sun's arc, the rows of rice (golden before the harvest, stubble after). */
function paddyPicture(hour: number, harvested: boolean): Buffer {
  const light = daylight(hour);
  const dusk = hour < 8 || hour > 16 ? 0.5 : 0;
  const sky = mix(mix([16, 22, 48], [120, 180, 235], light), [240, 150, 90], dusk * light);
  const crop: Rgb = harvested ? [150, 120, 70] : [196, 170, 60];
  const ground = mix([20, 25, 15], crop, 0.25 + 0.75 * light);
  const sunX = ((hour - 6) / 12) * PICTURE_SIZE.width;
  const sunY = 50 - 38 * light;
  const horizon = PICTURE_SIZE.height * 0.55;
  return drawnPng(PICTURE_SIZE.width, PICTURE_SIZE.height, (x, y) => {
    if (y < horizon) {
      if (light > 0 && (x - sunX) ** 2 + (y - sunY) ** 2 < 64) return [255, 236, 150];
      return mix(sky, [sky[0] * 0.7, sky[1] * 0.8, sky[2]], 1 - y / horizon);
    }
    const row = Math.floor((y - horizon) / 5) % 2 === 0 ? 1 : 0.85;
    return [ground[0] * row, ground[1] * row, ground[2] * row];
  });
}

/** How many arrangements of the hens the coop camera shows at an hour (drawing is the seed's slow part: each is drawn once). */
const HEN_ARRANGEMENTS = 3;

/** The coop camera: the wooden coop lit by day, its lamps at night, the hens as dots on the litter. */
function coopPicture(hour: number, arrangement: number): Buffer {
  const random = seededRandom(hour * HEN_ARRANGEMENTS + arrangement);
  const light = Math.max(daylight(hour), 0.25);
  const wall = mix([40, 30, 20], [170, 130, 90], light);
  const litter = mix([50, 45, 30], [205, 185, 140], light);
  const hens = Array.from({ length: 14 }, () => [random() * PICTURE_SIZE.width, 70 + random() * 45] as const);
  return drawnPng(PICTURE_SIZE.width, PICTURE_SIZE.height, (x, y) => {
    if (hens.some(([hx, hy]) => (x - hx) ** 2 + (y - hy) ** 2 < 12)) return mix([60, 40, 30], [235, 230, 220], light);
    if (y < 60) return x % 32 < 2 ? [wall[0] * 0.6, wall[1] * 0.6, wall[2] * 0.6] : wall;
    return litter;
  });
}

interface GacpPlan {
  code: FarmFieldCode;
  type: GacpRecordType;
  daysAgo: number;
  workItem: string;
  material: string | null;
  quantity: number | null;
  unit: string | null;
  note: string | null;
}

const OPERATOR = '廖文雄';

/** The second crop of rice from seedlings to harvest, and the coop's feed, vaccines, disinfection and shipments. */
function gacpPlan(): GacpPlan[] {
  const plan: GacpPlan[] = [
    { code: '003', type: 'seedling', daysAgo: 118, workItem: '育苗箱播種', material: '台稉9號稻種', quantity: 96, unit: '公斤', note: '浸種催芽兩天後播種' },
    { code: '003', type: 'seedling', daysAgo: 97, workItem: '插秧', material: '秧苗', quantity: 3.2, unit: '公頃', note: '機械插秧，行株距 30×18 公分' },
    { code: '003', type: 'fertilizer', daysAgo: 100, workItem: '基肥', material: '有機質肥料', quantity: 1600, unit: '公斤', note: '整地時全面撒施' },
    { code: '003', type: 'fertilizer', daysAgo: 82, workItem: '第一次追肥', material: '台肥 43 號複合肥', quantity: 320, unit: '公斤', note: null },
    { code: '003', type: 'fertilizer', daysAgo: 62, workItem: '第二次追肥', material: '台肥 43 號複合肥', quantity: 260, unit: '公斤', note: null },
    { code: '003', type: 'fertilizer', daysAgo: 41, workItem: '穗肥', material: '硫酸鉀', quantity: 96, unit: '公斤', note: '幼穗形成期施用' },
    { code: '003', type: 'pest_control', daysAgo: 70, workItem: '福壽螺防治', material: '苦茶粕', quantity: 64, unit: '公斤', note: '田間淺水時撒施' },
    { code: '003', type: 'pest_control', daysAgo: 48, workItem: '稻熱病預防', material: '枯草桿菌微生物製劑', quantity: 6, unit: '公升', note: '依植物保護手冊稀釋 500 倍' },
    { code: '003', type: 'pest_control', daysAgo: 30, workItem: '飛蝨巡查', material: null, quantity: null, unit: null, note: '每叢少於 5 隻，未達防治基準不施藥' },
    { code: '003', type: 'harvest', daysAgo: 6, workItem: '收割', material: '稻穀', quantity: 19_800, unit: '公斤', note: '送農會烘乾，含水率 24%' },
    { code: '003', type: 'shipment', daysAgo: 3, workItem: '稻穀交售', material: '乾穀', quantity: 16_200, unit: '公斤', note: '西螺鎮農會契作收購' },
    { code: '002', type: 'vaccine', daysAgo: 52, workItem: '新城病疫苗點眼', material: '新城病活毒疫苗', quantity: 600, unit: '劑', note: '獸醫師指導施打' },
    { code: '002', type: 'vaccine', daysAgo: 38, workItem: '雞痘疫苗穿刺', material: '雞痘疫苗', quantity: 600, unit: '劑', note: null },
    { code: '002', type: 'shipment', daysAgo: 21, workItem: '土雞出貨', material: '土雞', quantity: 120, unit: '隻', note: '藥物殘留檢驗合格' },
    { code: '002', type: 'shipment', daysAgo: 7, workItem: '土雞出貨', material: '土雞', quantity: 150, unit: '隻', note: '藥物殘留檢驗合格' },
  ];
  for (let week = 0; week < 8; week += 1) {
    plan.push({ code: '002', type: 'feed', daysAgo: 2 + week * 7, workItem: '補充飼料', material: '玉米大豆粕土雞飼料', quantity: 420 + (week % 3) * 15, unit: '公斤', note: null });
  }
  for (let fortnight = 0; fortnight < 4; fortnight += 1) {
    plan.push({ code: '002', type: 'disinfection', daysAgo: 5 + fortnight * 14, workItem: '雞舍消毒', material: '次氯酸水', quantity: 40, unit: '公升', note: '更換墊料後噴灑' });
  }
  return plan;
}

/**
 * The demo farm of the farmer loans' borrower (farmer@), tied to the Xiluo rice loan, made by the admin in the console today: a
 * month of hourly readings of the coop and the paddy up to the business clock's last hour, a week
 * of camera pictures drawn by the hour (each distinct picture drawn once), and the GACP records of the second crop and of the coop on
 * their days. Skipped when the farm exists.
 */
export async function seedFarmDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing = (await dataSource.query(`SELECT 1 FROM farms WHERE no = $1`, [DEMO_FARM.no])) as unknown[];
  if (existing.length > 0) return;
  const people = (await dataSource.query(`SELECT id, email_normalized, member_serial FROM users WHERE email_normalized = ANY ($1)`, [[ADMIN, FARMER]])) as {
    id: number;
    email_normalized: string;
    member_serial: string;
  }[];
  const admin = people.find((person) => person.email_normalized === ADMIN);
  const farmer = people.find((person) => person.email_normalized === FARMER);
  if (!admin || !farmer) return;

  const clock = app.get(BusinessClock);
  const today = await clock.today();
  const now = await clock.instant();
  const riceLoans = (await dataSource.query(
    `SELECT l.serial FROM loans l JOIN loan_farmer_profiles p ON p.loan_id = l.id WHERE l.borrower_id = $1 AND p.place_of_origin = $2 ORDER BY l.id`,
    [farmer.id, DEMO_FARM.location],
  )) as { serial: string }[];
  const farm = await app.get(FarmsConsoleService).create(
    admin.id,
    farmFormSchema.parse({ ...DEMO_FARM, owner_serial: farmer.member_serial, loan_serials: riceLoans.map((loan) => loan.serial) }),
  );
  const fields = new Map((await farmFields(dataSource.manager, farm.id)).map((field) => [field.code, field]));
  const random = seededRandom(20_260_401);

  const first = taipeiDayStart(shiftIsoDate(today, -(READING_DAYS - 1))).getTime();
  const last = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  let values: ReadingValue[] = [];
  let cloud = random();
  for (let instant = first; instant <= last; instant += HOUR_MS) {
    const hour = inTaiwan(new Date(instant)).getHours();
    if (hour === 0) cloud = Math.min(1, Math.max(0, cloud + (random() - 0.5) * 0.6));
    for (const [code, field] of fields) {
      for (const [metric, value] of Object.entries(hourValues(code, hour, cloud, random))) {
        values.push({ fieldId: field.id, metric, measuredAt: new Date(instant), value });
      }
    }
    if (values.length >= READING_BATCH) {
      await insertReadings(dataSource.manager, values);
      values = [];
    }
  }
  if (values.length > 0) await insertReadings(dataSource.manager, values);

  const uploads = app.get(UploadsService);
  const drawn = new Map<string, Buffer>();
  const picture = (name: string, draw: () => Buffer): Buffer => {
    const bytes = drawn.get(name) ?? draw();
    drawn.set(name, bytes);
    return bytes;
  };
  const paddy = fields.get('003');
  const coop = fields.get('002');
  const harvestDay = shiftIsoDate(today, -6);
  for (let day = PICTURE_DAYS - 1; day >= 0; day -= 1) {
    const date = shiftIsoDate(today, -day);
    for (let hour = 0; hour < 24; hour += 1) {
      const takenAt = new Date(taipeiDayStart(date).getTime() + hour * HOUR_MS);
      if (takenAt > now) break;
      const harvested = date >= harvestDay;
      const arrangement = day % HEN_ARRANGEMENTS;
      const shots: [number | undefined, () => Buffer][] = [];
      if (hour >= FIELD_CAMERA_HOURS.first && hour <= FIELD_CAMERA_HOURS.last) {
        shots.push([paddy?.id, () => picture(`paddy-${hour}-${harvested}`, () => paddyPicture(hour, harvested))]);
      }
      if (hour % COOP_CAMERA_EVERY_HOURS === 0) shots.push([coop?.id, () => picture(`coop-${hour}-${arrangement}`, () => coopPicture(hour, arrangement))]);
      for (const [fieldId, draw] of shots) {
        if (fieldId === undefined) continue;
        const upload = await uploads.store(farmer.id, 'image', { field: 'file', originalName: `camera-${date}-${hour}.png`, bytes: draw() });
        await insertFarmImage(dataSource.manager, fieldId, upload.id, takenAt);
      }
    }
  }

  const records: GacpValue[] = gacpPlan().flatMap((plan) => {
    const field = fields.get(plan.code);
    if (!field) return [];
    return [
      {
        fieldId: field.id,
        type: plan.type,
        workDate: shiftIsoDate(today, -plan.daysAgo),
        workItem: plan.workItem,
        material: plan.material,
        quantity: plan.quantity,
        unit: plan.unit,
        operator: OPERATOR,
        note: plan.note,
      },
    ];
  });
  await insertGacpRecords(dataSource.manager, records);
}
