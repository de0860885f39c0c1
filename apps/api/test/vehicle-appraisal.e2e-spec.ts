import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createChallenge, solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  APPRAISAL_TEXTS,
  MESSAGES,
  VEHICLE_CAPTCHA_ALGORITHM,
  VEHICLE_DEMO_NOTE,
  VEHICLE_IMPORT_MAX_BYTES,
  VEHICLE_IMPORT_MAX_ROWS,
  VEHICLE_IMPORT_TEXTS,
  vehicleOptionListsOf,
} from '@lendbridge/domain';
import type { Role, VehicleCatalogueEntry, VehicleOptionsAnswer } from '@lendbridge/domain';
import { RateLimiter } from '../src/common/rate-limiter.js';
import { seedVehicleCatalogueDemo } from '../src/database/seed/vehicle-catalogue-demo.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PNG_BYTES, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

const API = '/api/vehicle-appraisal';
const CONSOLE = '/api/console/vehicle-catalogue';
const IMPORT = `${CONSOLE}/import`;
const CAPTCHA_KEY = 'vehicle-appraisal-test-hmac-key-0123456789';
const BUSINESS_DATE = '2026-06-15';
/** The challenge expiry of a challenge the test signs itself: 2100-01-01, and the first second of 1970. */
const FAR_FUTURE_SECONDS = 4_102_444_800;
const LONG_PAST_SECONDS = 1;

/** Every option list empty, as the car endpoint answers once every selection is made. */
const EMPTY: VehicleOptionsAnswer = vehicleOptionListsOf(null);

/** The demo RAV4 of model year 2019, made in 2020. */
const RAV4 = { vehicle_type: 'car', kind: 'Toyota', car: 'RAV4', year: '2019', made_year: '2020', type: '休旅車', spec: '2.0 豪華', price: '999000' };
const SUPERSPORT = {
  vehicle_type: 'motorcycle',
  kind: 'Gogoro',
  car: 'SuperSport',
  year: '2021',
  made_year: '2021',
  type: '電動速克達',
  spec: '標準版',
  price: '109980',
};

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/** The widget's answer to a challenge: base64 of the challenge and its solution. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A workbook of these rows (the first one the header), as an .xlsx file. */
async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('車價');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CHINESE_HEADER = ['車種', '廠牌', '車款', '年式', '車型', '規格', '新車價格', '備註'];

describe('vehicle appraisal', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let admin: Member;
  let visitor: ReturnType<typeof request>;
  const today = jest.fn<() => Promise<string>>();

  const options = async (params: Record<string, string>) => {
    const answer = await visitor.get(`${API}/car?${query(params)}`);
    return { status: answer.status, body: answer.body as { data: VehicleOptionsAnswer; errors?: Record<string, string> } };
  };
  const token = async (): Promise<string> => {
    const answer = await visitor.get(`${API}/challenge`).expect(200);
    return solve(answer.body.data as Challenge);
  };
  const search = (params: Record<string, string>) => visitor.get(`${API}/search?${query(params)}`);
  const upload = (member: Member, bytes: Buffer, filename: string) =>
    member.browser.agent.post(IMPORT).set(AJAX).set('X-CSRF-Token', member.browser.csrfToken).attach('file', bytes, { filename });
  const catalogue = async (): Promise<{ kind: string; car: string; year: number; spec: string; price: number; note: string | null }[]> =>
    (await dataSource.query(`SELECT kind, car, year, spec, price, note FROM vehicle_catalogue ORDER BY id`)) as {
      kind: string;
      car: string;
      year: number;
      spec: string;
      price: number;
      note: string | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_HMAC_KEY: CAPTCHA_KEY, CAPTCHA_COST: '1', CAPTCHA_COUNTER_MAX: '16' });
    dataSource = t.app.get(DataSource);
    visitor = request(t.http);
    admin = await signUpAs(t, ['admin']);
    await seedVehicleCatalogueDemo(t.app);
    jest.spyOn(t.app.get(BusinessClock), 'today').mockImplementation(today);
  });

  beforeEach(async () => {
    today.mockResolvedValue(BUSINESS_DATE);
    const limiter = t.app.get(RateLimiter);
    await Promise.all([limiter.reset('vehicle-challenge:127.0.0.1'), limiter.reset('vehicle-search:127.0.0.1')]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('offers the demo catalogue, each row noted 示範資料, and fills it only once', async () => {
    const rows = await catalogue();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.every((row) => row.note === VEHICLE_DEMO_NOTE)).toBe(true);
    expect(rows.map((row) => `${row.kind} ${row.car}`)).toEqual(
      expect.arrayContaining(['Toyota Corolla Altis', 'Toyota RAV4', 'Honda CR-V', 'Ford Focus', 'Yamaha 勁戰', 'Kymco 大地名流 125', 'Gogoro Delight']),
    );
    await seedVehicleCatalogueDemo(t.app);
    expect(await catalogue()).toHaveLength(rows.length);
  });

  it('answers the cascade’s option lists one at a time, to visitors', async () => {
    expect(await options({ vehicle_type: 'car' })).toEqual({ status: 200, body: { data: { ...EMPTY, kind_options: ['Ford', 'Honda', 'Toyota'] } } });
    expect((await options({ vehicle_type: 'motorcycle' })).body.data.kind_options).toEqual(['Gogoro', 'Kymco', 'Yamaha']);
    expect((await options({ vehicle_type: 'car', kind: 'Toyota' })).body.data).toEqual({ ...EMPTY, car_options: ['Corolla Altis', 'RAV4'] });
    expect((await options({ vehicle_type: 'car', kind: 'Toyota', car: 'RAV4' })).body.data).toEqual({ ...EMPTY, year_options: [2024, 2019] });
    const modelYear = { vehicle_type: 'car', kind: 'Toyota', car: 'RAV4', year: '2019' };
    expect((await options(modelYear)).body.data).toEqual({ ...EMPTY, made_year_options: [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019] });
    expect((await options({ ...modelYear, made_year: '2020' })).body.data).toEqual({ ...EMPTY, type_options: ['休旅車'] });
    expect((await options({ ...modelYear, made_year: '2020', type: '休旅車' })).body.data).toEqual({ ...EMPTY, spec_options: ['2.0 豪華'] });
    const { price: _price, ...beforePrice } = RAV4;
    expect((await options(beforePrice)).body.data).toEqual({ ...EMPTY, price_options: [999_000] });
    expect((await options(RAV4)).body.data).toEqual(EMPTY);
  });

  it('offers manufacturing years up to the business date’s year, and nothing for unknown selections', async () => {
    today.mockResolvedValue('2027-01-02');
    const modelYear = { vehicle_type: 'car', kind: 'Honda', car: 'CR-V', year: '2024' };
    expect((await options(modelYear)).body.data.made_year_options).toEqual([2027, 2026, 2025, 2024]);
    // Made before its model year: no type is offered.
    expect((await options({ ...modelYear, made_year: '2023' })).body.data).toEqual(EMPTY);
    expect((await options({ vehicle_type: 'car', kind: 'Tesla' })).body.data).toEqual(EMPTY);
    expect((await options({ vehicle_type: 'car', kind: 'Honda', car: 'CR-V', year: '2030' })).body.data).toEqual(EMPTY);
    // A blank value is a selection not made yet.
    expect((await options({ vehicle_type: 'car', kind: 'Toyota', car: '' })).body.data.car_options).toEqual(['Corolla Altis', 'RAV4']);
  });

  it('refuses out-of-order, unknown, oversized and malformed selections with field messages', async () => {
    expect(await options({ vehicle_type: 'car', car: 'RAV4' })).toMatchObject({ status: 400, body: { errors: { car: '請先選擇廠牌' } } });
    expect(await options({})).toMatchObject({ status: 400, body: { errors: { vehicle_type: '請選擇車種' } } });
    expect(await options({ vehicle_type: 'truck' })).toMatchObject({ status: 400, body: { errors: { vehicle_type: MESSAGES.invalidOption } } });
    expect(await options({ vehicle_type: 'car', kind: 'K'.repeat(5000) })).toMatchObject({ status: 400, body: { errors: { kind: '廠牌不能超過 50 個字' } } });
    expect(await options({ vehicle_type: 'car', kind: 'Toyota', car: 'RAV4', year: '19' })).toMatchObject({
      status: 400,
      body: { errors: { year: APPRAISAL_TEXTS.yearInvalid } },
    });
    const nul = await visitor.get(`${API}/car?vehicle_type=car&kind=To%00yota`);
    expect({ status: nul.status, code: nul.body.code }).toEqual({ status: 400, code: 'INVALID_CHARACTER' });
    const repeated = await visitor.get(`${API}/car?vehicle_type=car&kind=Toyota&kind=Honda`);
    expect({ status: repeated.status, errors: repeated.body.errors }).toEqual({ status: 400, errors: { kind: MESSAGES.invalidFormat } });
    const nested = await visitor.get(`${API}/car?vehicle_type[a][b]=car`);
    expect(nested.status).toBe(400);
  });

  it('estimates a catalogue vehicle on the business date with a solved human check', async () => {
    const answer = await search({ ...RAV4, captcha: await token() });
    expect(answer.status).toBe(200);
    // 0.85⁶ of 999,000 = 376,772 → 376,000
    expect(answer.body).toEqual({
      data: {
        result: { vehicle_type: 'car', price: 999_000, made_year: 2020, age_years: 6, residual_percent: '37.71', estimate: 376_000 },
        note: VEHICLE_DEMO_NOTE,
      },
    });
    expect(answer.headers['cache-control']).toBe('no-store');

    today.mockResolvedValue('2027-01-05');
    // 0.85⁷ of 999,000 = 320,256 → 320,000
    expect((await search({ ...RAV4, captcha: await token() })).body.data.result).toMatchObject({ age_years: 7, estimate: 320_000 });
    // A motorcycle loses 20 % a year: 0.8⁶ of 109,980 = 28,830 → 28,000
    expect((await search({ ...SUPERSPORT, captcha: await token() })).body.data.result).toMatchObject({
      vehicle_type: 'motorcycle',
      age_years: 6,
      residual_percent: '26.21',
      estimate: 28_000,
    });
  });

  it('answers 目前伺服器忙碌中 to a missing, wrong, forged, expired or replayed human check', async () => {
    const busy = { code: 'CAPTCHA_FAILED', message: APPRAISAL_TEXTS.searchBusyTitle };
    const missing = await search(RAV4);
    expect({ status: missing.status, ...missing.body }).toMatchObject({ status: 403, ...busy, errors: { captcha: APPRAISAL_TEXTS.captchaRequired } });
    for (const captcha of ['abc', Buffer.from('{"challenge":1}').toString('base64'), 'x'.repeat(5000)]) {
      const wrong = await search({ ...RAV4, captcha });
      expect({ status: wrong.status, ...wrong.body }).toMatchObject({ status: 403, ...busy, errors: { captcha: APPRAISAL_TEXTS.captchaFailed } });
    }

    const challenge = (await visitor.get(`${API}/challenge`).expect(200)).body.data as Challenge;
    const solved = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString('utf8')) as { challenge: Challenge; solution: { derivedKey: string } };
    // The derived key is the proof of the work: one changed digit, or a key for another challenge, is refused.
    const flipped = `${solved.solution.derivedKey.startsWith('0') ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`;
    const tampered = Buffer.from(JSON.stringify({ ...solved, solution: { ...solved.solution, derivedKey: flipped } })).toString('base64');
    expect((await search({ ...RAV4, captcha: tampered })).status).toBe(403);
    const other = JSON.parse(Buffer.from(await token(), 'base64').toString('utf8')) as { solution: object };
    expect((await search({ ...RAV4, captcha: Buffer.from(JSON.stringify({ ...solved, solution: other.solution })).toString('base64') })).status).toBe(403);

    const signed = (expiresAt: number, key: string) =>
      createChallenge({ algorithm: VEHICLE_CAPTCHA_ALGORITHM, cost: 1, counter: 3, deriveKey, expiresAt, hmacSignatureSecret: key });
    expect((await search({ ...RAV4, captcha: await solve(await signed(FAR_FUTURE_SECONDS, 'another-key-of-someone-else-0123456789')) })).status).toBe(403);
    expect((await search({ ...RAV4, captcha: await solve(await signed(LONG_PAST_SECONDS, CAPTCHA_KEY)) })).status).toBe(403);
    // The same challenge signed with the key and not expired is taken: only the expiry refused the one above.
    expect((await search({ ...RAV4, captcha: await solve(await signed(FAR_FUTURE_SECONDS, CAPTCHA_KEY)) })).status).toBe(200);

    const once = await token();
    expect((await search({ ...RAV4, captcha: once })).status).toBe(200);
    const replayed = await search({ ...RAV4, captcha: once });
    expect({ status: replayed.status, ...replayed.body }).toMatchObject({ status: 403, ...busy });
    const spent = (await dataSource.query(`SELECT count(*)::int AS n FROM captcha_spent WHERE challenge_id = $1`, [challenge.parameters.nonce])) as { n: number }[];
    expect(spent[0]!.n).toBe(0);
  });

  it('takes a solved challenge once even when two searches race with it', async () => {
    const shared = await token();
    const answers = await Promise.all([search({ ...RAV4, captcha: shared }), search({ ...RAV4, captcha: shared }), search({ ...RAV4, captcha: shared })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403]);
  });

  it('answers 目前伺服器忙碌中 for a vehicle not in the catalogue, spending the check; bad selections keep it', async () => {
    const captcha = await token();
    const bad = await search({ ...RAV4, kind: '', captcha });
    expect({ status: bad.status, errors: bad.body.errors }).toEqual({ status: 400, errors: { kind: '請選擇廠牌' } });
    const unknown = await search({ ...RAV4, spec: '2.0 尊貴', captcha });
    expect({ status: unknown.status, code: unknown.body.code, message: unknown.body.message }).toEqual({
      status: 404,
      code: 'VEHICLE_NOT_FOUND',
      message: APPRAISAL_TEXTS.searchBusyTitle,
    });
    expect((await search({ ...RAV4, captcha })).status).toBe(403);
    expect((await search({ ...RAV4, price: '999001', captcha: await token() })).status).toBe(404);
    // Made before its model year, or after the business date's year.
    expect((await search({ ...RAV4, made_year: '2018', captcha: await token() })).status).toBe(404);
    expect((await search({ ...RAV4, made_year: '2027', captcha: await token() })).status).toBe(404);
  });

  it('limits challenges and searches per address', async () => {
    for (let index = 0; index < 60; index += 1) await visitor.get(`${API}/challenge`).expect(200);
    const limited = await visitor.get(`${API}/challenge`);
    expect({ status: limited.status, code: limited.body.code }).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('the console catalogue', () => {
    const listOf = async (member: Member, filter: Record<string, unknown>) => {
      const answer = await member.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`);
      expect(answer.status).toBe(200);
      return { rows: answer.body as VehicleCatalogueEntry[], range: answer.headers['content-range'] };
    };

    it('lists the catalogue for admins with Content-Range, by vehicle type and search', async () => {
      const { rows, range } = await listOf(admin, { vehicle_type: 'motorcycle', q: 'gogoro' });
      expect(rows.map((row) => row.car).sort()).toEqual(['Delight', 'SuperSport']);
      expect(range).toBe('vehicle-catalogue 0-1/2');
      expect(rows[0]).toMatchObject({ vehicle_type: 'motorcycle', vehicle_type_label: '機車', kind: 'Gogoro', note: VEHICLE_DEMO_NOTE, imported_by: null });
      const bad = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent('{"vehicle_type":"truck"}')}`);
      expect({ status: bad.status, errors: bad.body.errors }).toEqual({ status: 400, errors: { 'filter.vehicle_type': MESSAGES.invalidFormat } });
    });

    it('imports an .xlsx: new vehicles added, a known one updated, then offered and estimated', async () => {
      const file = await xlsxOf([
        CHINESE_HEADER,
        ['汽車', 'Mazda', 'CX-5', 2025, '休旅車', '2.0 尊榮', 1_099_000, '匯入測試'],
        ['機車', 'SYM', 'JET SL+', 2025, '速克達', '158 ABS', { formula: '100000+9000', result: 109_000 }, null],
        ['car', 'Toyota', 'RAV4', 2019, '休旅車', '2.0 豪華', 989_000],
      ]);
      const answer = await upload(admin, file, 'catalogue.xlsx');
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { message: '已匯入 3 筆車價資料（新增 2 筆、更新 1 筆）', data: { rows: 3, created: 2, updated: 1 } },
      });
      const { rows } = await listOf(admin, { q: 'CX-5' });
      expect(rows).toEqual([expect.objectContaining({ kind: 'Mazda', car: 'CX-5', year: 2025, price: 1_099_000, note: '匯入測試', imported_by: admin.id })]);
      expect(rows[0]!.imported_by_name).toEqual(expect.any(String));
      expect(await catalogue()).toEqual(
        expect.arrayContaining([
          { kind: 'SYM', car: 'JET SL+', year: 2025, spec: '158 ABS', price: 109_000, note: null },
          { kind: 'Toyota', car: 'RAV4', year: 2019, spec: '2.0 豪華', price: 989_000, note: null },
        ]),
      );
      expect((await options({ vehicle_type: 'car' })).body.data.kind_options).toEqual(['Ford', 'Honda', 'Mazda', 'Toyota']);
      const estimate = await search({ ...RAV4, price: '989000', captcha: await token() });
      expect(estimate.body.data).toEqual({ result: expect.objectContaining({ price: 989_000, estimate: 373_000 }), note: null });
    });

    it('imports a UTF-8 .csv with a byte-order mark, field names as headers and text kept as typed', async () => {
      const csv = [
        'kind,vehicle_type,car,year,type,spec,price,extra',
        'Suzuki,機車,"Address, 125",2024,速克達,2.0,86000,ignored',
        '',
        'Kymco,motorcycle,Like 150,2023,速克達,ABS 0150,93000,',
      ].join('\r\n');
      const answer = await upload(admin, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]), 'catalogue.csv');
      expect({ status: answer.status, data: answer.body.data }).toEqual({ status: 200, data: { rows: 2, created: 2, updated: 0 } });
      expect(await catalogue()).toEqual(
        expect.arrayContaining([
          { kind: 'Suzuki', car: 'Address, 125', year: 2024, spec: '2.0', price: 86_000, note: null },
          { kind: 'Kymco', car: 'Like 150', year: 2023, spec: 'ABS 0150', price: 93_000, note: null },
        ]),
      );
    });

    it('refuses a file with bad rows, naming each row and field, and imports none of it', async () => {
      const before = await catalogue();
      const file = await xlsxOf([
        CHINESE_HEADER,
        ['汽車', 'Toyota', 'RAV4', 2019, '休旅車', '2.0 豪華', 1],
        ['汽車', '', 'Yaris', 2024, '五門掀背車', '1.5 經典', 639_000],
        ['汽車', 'Nissan', 'Kicks', 2024, '休旅車', '1.5 e-POWER', 1.5],
        ['卡車', 'Isuzu', 'Elf', 2024, '貨車', '3.5 噸', 1_200_000],
        ['汽車', 'Toyota', 'RAV4', 2019, '休旅車', '2.0 豪華', 2],
      ]);
      const answer = await upload(admin, file, 'catalogue.xlsx');
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: 'VEHICLE_IMPORT_INVALID',
        message: '第 3 列：請選擇廠牌',
        errors: { file: '第 3 列：請選擇廠牌' },
        data: {
          problems: [
            { row: 3, field: 'kind', message: '請選擇廠牌' },
            { row: 4, field: 'price', message: APPRAISAL_TEXTS.priceInvalid },
            { row: 5, field: 'vehicle_type', message: MESSAGES.invalidOption },
            { row: 6, field: null, message: '與第 2 列的車款重複' },
          ],
        },
      });
      expect(await catalogue()).toEqual(before);
    });

    it('refuses files that are not a catalogue: wrong format, missing columns, no rows, too many rows, too large', async () => {
      const refusal = async (bytes: Buffer, filename: string) => {
        const answer = await upload(admin, bytes, filename);
        return { status: answer.status, code: answer.body.code, message: answer.body.message };
      };
      const format = { status: 400, code: 'VEHICLE_IMPORT_FORMAT', message: VEHICLE_IMPORT_TEXTS.format };
      expect(await refusal(PNG_BYTES, 'catalogue.xlsx')).toEqual(format);
      expect(await refusal(Buffer.from('PK\u0003\u0004broken'), 'catalogue.xlsx')).toEqual(format);
      expect(await refusal(await xlsxOf([CHINESE_HEADER]), 'catalogue.csv')).toEqual(format);
      expect(await refusal(Buffer.from('kind,car\nToyota,RAV4\n'), 'catalogue.txt')).toEqual(format);
      // 車種,廠牌 in Big5, not UTF-8.
      expect(await refusal(Buffer.from([0xa8, 0xae, 0xba, 0xd8, 0x2c, 0xbc, 0x74, 0xb5, 0x50, 0x0a]), 'catalogue.csv')).toEqual(format);
      const noFile = await admin.browser.agent.post(IMPORT).set(AJAX).set('X-CSRF-Token', admin.browser.csrfToken).field('other', 'x');
      expect(noFile.status).toBe(400);
      const empty = await admin.browser.post(IMPORT, {});
      expect({ status: empty.status, code: empty.body.code }).toEqual({ status: 400, code: 'VEHICLE_IMPORT_FORMAT' });

      const missing = await xlsxOf([CHINESE_HEADER.slice(0, 6), ['汽車', 'Toyota', 'RAV4', 2019, '休旅車', '2.0 豪華']]);
      expect(await refusal(missing, 'catalogue.xlsx')).toEqual({ status: 422, code: 'VEHICLE_IMPORT_INVALID', message: '缺少欄位：新車價格' });
      expect(await refusal(Buffer.from('車種,廠牌,廠牌\n'), 'catalogue.csv')).toEqual({ status: 422, code: 'VEHICLE_IMPORT_INVALID', message: '欄位重複：廠牌' });
      expect(await refusal(await xlsxOf([CHINESE_HEADER]), 'catalogue.xlsx')).toEqual({
        status: 422,
        code: 'VEHICLE_IMPORT_INVALID',
        message: VEHICLE_IMPORT_TEXTS.empty,
      });
      const many = ['vehicle_type,kind,car,year,type,spec,price', ...Array.from({ length: VEHICLE_IMPORT_MAX_ROWS + 1 }, (_, index) => `car,Brand,M${index},2024,轎車,1.0,500000`)];
      expect(await refusal(Buffer.from(many.join('\n')), 'many.csv')).toEqual({
        status: 422,
        code: 'VEHICLE_IMPORT_INVALID',
        message: VEHICLE_IMPORT_TEXTS.tooManyRows,
      });
      const large = await upload(admin, Buffer.alloc(VEHICLE_IMPORT_MAX_BYTES + 1, 0x41), 'large.csv');
      expect({ status: large.status, code: large.body.code }).toEqual({ status: 413, code: 'FILE_TOO_LARGE' });
    });

    it('refuses hostile input: deep JSON, NUL characters and overlong text in a file', async () => {
      let deep: unknown = 'x';
      for (let level = 0; level < 200; level += 1) deep = { deep };
      const deepBody = await admin.browser.post(IMPORT, deep as object);
      expect({ status: deepBody.status, code: deepBody.body.code }).toEqual({ status: 400, code: 'REQUEST_TOO_DEEP' });
      const deepFilter = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ q: deep }))}`);
      expect(deepFilter.status).toBe(400);
      const csv = [CHINESE_HEADER.join(','), '汽車,To\u0000yota,RAV4,2030,休旅車,2.0,1000000', `汽車,Toyota,${'R'.repeat(10_000)},2030,休旅車,2.0,1000000`];
      const answer = await upload(admin, Buffer.from(csv.join('\n')), 'catalogue.csv');
      expect(answer.status).toBe(422);
      expect(answer.body.data.problems).toEqual([
        { row: 2, field: 'kind', message: MESSAGES.invalidCharacter },
        { row: 3, field: 'car', message: '車款不能超過 50 個字' },
      ]);
    });

    it('answers 401 to visitors and 403 to every role but admin', async () => {
      const file = await xlsxOf([CHINESE_HEADER, ['汽車', 'Lexus', 'NX', 2025, '休旅車', '350h', 2_000_000]]);
      const anonymous = new Browser(t.http);
      await anonymous.refreshCsrf();
      expect((await anonymous.get(CONSOLE)).status).toBe(401);
      const anonymousImport = await anonymous.agent.post(IMPORT).set(AJAX).set('X-CSRF-Token', anonymous.csrfToken).attach('file', file, { filename: 'a.xlsx' });
      expect(anonymousImport.status).toBe(401);
      const roles: Role[][] = [[], ['lender'], ['borrower'], ['appraiser'], ['pawnshop_operator'], ['sales'], ['shop_seller']];
      for (const roleSet of roles) {
        const member = await signUpAs(t, roleSet);
        const answers = [(await member.browser.get(CONSOLE)).status, (await upload(member, file, 'a.xlsx')).status];
        expect({ roleSet, answers }).toEqual({ roleSet, answers: [403, 403] });
      }
      expect((await catalogue()).some((row) => row.kind === 'Lexus')).toBe(false);
      // The visitor's routes need no sign-in.
      expect((await anonymous.get(`${API}/car?vehicle_type=car`)).status).toBe(200);
    });
  });
});
