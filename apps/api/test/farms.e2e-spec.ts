import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  FARM_DATA_MAX_SPAN_DAYS,
  FARM_KEY_HEADER,
  FARM_READINGS_BATCH_MAX,
  FARM_TEXTS,
  MESSAGES,
  REQUEST_MAX_DEPTH,
  shiftIsoDate,
  taipeiDayStart,
} from '@lendbridge/domain';
import type { ConsoleFarmRow, MarketLoanDetail, FarmDataAnswer, FarmGacpRow, FarmImageFrame, FarmPageInfo, Role } from '@lendbridge/domain';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { solidPng } from '../src/database/seed/png.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { createFarm, farmBody } from './factories/farms.js';
import { saveFarmerProfile } from './factories/listing.js';
import { factBorrower, listLoan } from './factories/market.js';
import { adminOf } from './factories/ledger.js';
import { PNG_BYTES, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

const HOUR_MS = 3_600_000;

describe('farm traceability', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let admin: Member;
  let sales: Member;
  let member: Member;
  let ownerSerial: string;
  let farm: ConsoleFarmRow;
  let key: string;
  let other: ConsoleFarmRow;
  let otherKey: string;
  /** A past business date whose readings the aggregation tests write. */
  let day: string;
  let now: Date;

  const ingest = (no: string, path: string, body: unknown, farmKey: string | null = key) => {
    const call = request(t.http).post(`/api/farm-ingestion/${no}/${path}`).set('Content-Type', 'application/json');
    return (farmKey === null ? call : call.set(FARM_KEY_HEADER, farmKey)).send(body as object);
  };
  const page = (path: string, params: Record<string, string>) =>
    request(t.http).get(`/api/farm-traceability/${farm.no}${path}?${new URLSearchParams({ key: farm.page_key, ...params }).toString()}`);
  const at = (date: string, hour: number, minute = 0) => new Date(taipeiDayStart(date).getTime() + hour * HOUR_MS + minute * 60_000).toISOString();
  const reading = (metrics: Record<string, unknown>, measuredAt = at(day, 1), field = '002') => ({ field, measured_at: measuredAt, metrics });

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    admin = await adminOf(t);
    sales = await signUpAs(t, ['sales']);
    member = await signUp(t);
    ownerSerial = ((await dataSource.query(`SELECT member_serial FROM users WHERE id = $1`, [member.id])) as { member_serial: string }[])[0].member_serial;
    ({ farm, key } = await createFarm(admin, ownerSerial));
    ({ farm: other, key: otherKey } = await createFarm(admin, ownerSerial, { fields: [{ code: '003', name: '芒果園' }] }));
    const clock = t.app.get(BusinessClock);
    now = await clock.instant();
    day = shiftIsoDate(await clock.today(), -3);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('ingestion', () => {
    it('refuses a missing, malformed, revoked or other farm’s key with 401', async () => {
      const body = { readings: [reading({ temperature: 20 })] };
      for (const given of [null, 'nope', `fk_${'a'.repeat(43)}`, otherKey]) {
        const response = await ingest(farm.no, 'readings', body, given);
        expect({ given, status: response.status, code: response.body.code }).toEqual({ given, status: 401, code: 'FARM_KEY_INVALID' });
        expect(response.body.message).toBe(FARM_TEXTS.keyInvalid);
      }
      // The key of one farm does not write to another, even with a valid body for it.
      expect((await ingest(other.no, 'readings', { readings: [reading({ air_temperature: 20 }, at(day, 1), '003')] }, key)).status).toBe(401);
      expect((await ingest(farm.no, 'gacp-records', { records: [] }, otherKey)).status).toBe(401);
      const stored = (await dataSource.query(
        `SELECT count(*)::int AS n FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id WHERE ff.farm_id = ANY ($1)`,
        [[farm.id, other.id]],
      )) as { n: number }[];
      expect(stored[0].n).toBe(0);
    });

    it('refuses each kind of malformed reading with 400 and its field error, storing nothing', async () => {
      const cases: [name: string, body: unknown, field: string, message: string][] = [
        ['unknown metric', { readings: [reading({ soil_ec: 1 })] }, 'readings.0.metrics.soil_ec', FARM_TEXTS.unknownMetric],
        ['non-number', { readings: [reading({ temperature: 'Infinity' })] }, 'readings.0.metrics.temperature', FARM_TEXTS.notFinite],
        ['out of bounds', { readings: [reading({ humidity: 140 })] }, 'readings.0.metrics.humidity', FARM_TEXTS.outOfRange(0, 100)],
        ['wrong field code', { readings: [reading({ temperature: 20 }, at(day, 1), '004')] }, 'readings.0.field', FARM_TEXTS.unknownField],
        ['future instant', { readings: [reading({ temperature: 20 }, new Date(now.getTime() + HOUR_MS).toISOString())] }, 'readings.0.measured_at', FARM_TEXTS.inFuture],
        ['no offset', { readings: [reading({ temperature: 20 }, '2026-01-01 10:00')] }, 'readings.0.measured_at', MESSAGES.invalidFormat],
        ['too many', { readings: Array.from({ length: FARM_READINGS_BATCH_MAX + 1 }, () => reading({ temperature: 20 })) }, 'readings', FARM_TEXTS.tooManyReadings],
        ['NUL', { readings: [reading({ 'temp\u0000': 20 })] }, 'readings.0.metrics.temp\u0000', MESSAGES.invalidCharacter],
        ['unknown key', { readings: [{ ...reading({ temperature: 20 }), device: 'x' }] }, 'readings.0.device', MESSAGES.unknownField],
      ];
      for (const [name, body, field, message] of cases) {
        const response = await ingest(farm.no, 'readings', body);
        expect({ name, status: response.status }).toEqual({ name, status: 400 });
        expect({ name, error: response.body.errors?.[field] }).toEqual({ name, error: message });
      }
      // The farm has no planting field: its readings are refused on the field.
      const lacking = await ingest(other.no, 'readings', { readings: [reading({ temperature: 20 })] }, otherKey);
      expect(lacking.status).toBe(400);
      expect(lacking.body.errors).toEqual({ 'readings.0.field': FARM_TEXTS.unknownField });
      let deep: unknown = { temperature: 1 };
      for (let level = 0; level < REQUEST_MAX_DEPTH + 2; level += 1) deep = { nested: deep };
      const tooDeep = await ingest(farm.no, 'readings', { readings: [reading(deep as Record<string, unknown>)] });
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.message).toBe(MESSAGES.requestTooDeep);
      // JSON's 1e999 is Infinity once parsed: refused as not finite.
      const infinite = await request(t.http)
        .post(`/api/farm-ingestion/${farm.no}/readings`)
        .set(FARM_KEY_HEADER, key)
        .set('Content-Type', 'application/json')
        .send(`{"readings":[{"field":"002","measured_at":"${at(day, 1)}","metrics":{"temperature":1e999}}]}`);
      expect(infinite.status).toBe(400);
      expect(infinite.body.errors).toEqual({ 'readings.0.metrics.temperature': FARM_TEXTS.notFinite });
      const stored = (await dataSource.query(`SELECT count(*)::int AS n FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id WHERE ff.farm_id = $1`, [farm.id])) as { n: number }[];
      expect(stored[0].n).toBe(0);
    });

    it('stores good readings, and a repeated batch (or a repeat inside one) stores nothing more', async () => {
      const batch = {
        readings: [
          reading({ temperature: 20, humidity: 60 }, at(day, 2, 0)),
          reading({ temperature: 22, humidity: 70 }, at(day, 2, 30)),
          reading({ temperature: 22, humidity: 70 }, at(day, 2, 30)),
        ],
      };
      const first = await ingest(farm.no, 'readings', batch);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ received: 3, stored: 2, duplicates: 1 });
      const [again, concurrent] = await Promise.all([ingest(farm.no, 'readings', batch), ingest(farm.no, 'readings', batch)]);
      expect(again.body.data).toEqual({ received: 3, stored: 0, duplicates: 3 });
      expect(concurrent.body.data).toEqual({ received: 3, stored: 0, duplicates: 3 });
      const rows = (await dataSource.query(
        `SELECT r.metric, r.value FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id WHERE ff.farm_id = $1 ORDER BY r.measured_at, r.metric`,
        [farm.id],
      )) as { metric: string; value: number }[];
      expect(rows).toEqual([
        { metric: 'humidity', value: 60 },
        { metric: 'temperature', value: 20 },
        { metric: 'humidity', value: 70 },
        { metric: 'temperature', value: 22 },
      ]);
    });

    it('stores a camera picture judged by its content, and refuses what is not an image', async () => {
      const stored = await request(t.http)
        .post(`/api/farm-ingestion/${farm.no}/images`)
        .set(FARM_KEY_HEADER, key)
        .field('field', '002')
        .field('taken_at', at(day, 9))
        .attach('file', solidPng(64, 48, [120, 180, 90]), 'cam.png');
      expect(stored.status).toBe(201);
      expect((stored.body.data as FarmImageFrame).field).toBe('002');
      const text = await request(t.http)
        .post(`/api/farm-ingestion/${farm.no}/images`)
        .set(FARM_KEY_HEADER, key)
        .field('field', '002')
        .field('taken_at', at(day, 10))
        .attach('file', Buffer.from('not a picture at all'), 'cam.png');
      expect(text.status).toBe(400);
      expect(text.body.message).toBe(MESSAGES.uploadBadFormat);
      const unkeyed = await request(t.http).post(`/api/farm-ingestion/${farm.no}/images`).field('field', '002').attach('file', PNG_BYTES, 'cam.png');
      expect(unkeyed.status).toBe(401);
    });

    it('stores GACP records of the farm’s fields and refuses a type the field does not keep', async () => {
      const refused = await ingest(farm.no, 'gacp-records', {
        records: [{ field: '002', type: 'harvest', work_date: day, work_item: '採收', operator: '王大明' }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ 'records.0.type': FARM_TEXTS.typeNotForField });
      const stored = await ingest(farm.no, 'gacp-records', {
        records: [
          { field: '002', type: 'feed', work_date: shiftIsoDate(day, -1), work_item: '餵飼', material: '玉米大豆飼料', quantity: 120.5, unit: '公斤', operator: '王大明' },
          { field: '002', type: 'feed', work_date: day, work_item: '餵飼', material: '玉米大豆飼料', quantity: 118, unit: '公斤', operator: '王大明', note: '雞隻精神良好' },
        ],
      });
      expect(stored.status).toBe(201);
      expect(stored.body.data.stored).toBe(2);
    });
  });

  describe('public page', () => {
    it('answers the page info with its options, and 404 to a wrong key or number', async () => {
      const info = await page('', {});
      expect(info.status).toBe(200);
      const data = info.body.data as FarmPageInfo;
      expect(data.type).toBe('mixed');
      expect(data.gacp_options.map((option) => option.value)).toEqual(['seedling', 'fertilizer', 'pest_control', 'harvest', 'feed', 'vaccine', 'disinfection', 'shipment']);
      expect(data.sensor_options.map((option) => [option.field, option.metrics.length])).toEqual([['002', 4], ['003', 5]]);
      expect(data.image_count).toBe(1);
      expect(data.record_count).toBe(2);
      const wrong = await request(t.http).get(`/api/farm-traceability/${farm.no}?key=${other.page_key}`);
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe(FARM_TEXTS.farmNotFound);
      expect((await request(t.http).get(`/api/farm-traceability/${farm.no}`)).status).toBe(404);
      expect((await request(t.http).get(`/api/farm-traceability/F9999999?key=${farm.page_key}`)).status).toBe(404);
      expect((await page('/datas', { key: other.page_key, field: '002', search_target: 'temperature', start_date: day, end_date: day })).status).toBe(404);
    });

    it('averages the readings per hour and per day, in Taipei’s clock', async () => {
      // Hour 2 already holds 20 and 22; hour 5 gets 10, 11, 15; the next day's hour 0 gets 30.
      const more = await ingest(farm.no, 'readings', {
        readings: [
          reading({ temperature: 10 }, at(day, 5, 0)),
          reading({ temperature: 11 }, at(day, 5, 20)),
          reading({ temperature: 15 }, at(day, 5, 40)),
          reading({ temperature: 30 }, at(shiftIsoDate(day, 1), 0, 10)),
        ],
      });
      expect(more.body.data.stored).toBe(4);
      const hourly = await page('/datas', { field: '002', search_target: 'temperature', data_interval: 'hour', start_date: day, end_date: shiftIsoDate(day, 1) });
      expect(hourly.status).toBe(200);
      expect((hourly.body.data as FarmDataAnswer).points).toEqual([
        { at: `${day} 02:00`, value: 21, count: 2 },
        { at: `${day} 05:00`, value: 12, count: 3 },
        { at: `${shiftIsoDate(day, 1)} 00:00`, value: 30, count: 1 },
      ]);
      expect(hourly.body.data.unit).toBe('°C');
      const daily = await page('/datas', { field: '002', search_target: 'temperature', data_interval: 'day', start_date: day, end_date: shiftIsoDate(day, 1) });
      expect((daily.body.data as FarmDataAnswer).points).toEqual([
        { at: day, value: 15.6, count: 5 },
        { at: shiftIsoDate(day, 1), value: 30, count: 1 },
      ]);
      const humidity = await page('/datas', { field: '002', search_target: 'humidity', data_interval: 'day', start_date: day, end_date: day });
      expect((humidity.body.data as FarmDataAnswer).points).toEqual([{ at: day, value: 65, count: 2 }]);
    });

    it('refuses a range ending before it starts, one too long, and a metric of another field', async () => {
      const backwards = await page('/datas', { field: '002', search_target: 'temperature', start_date: day, end_date: shiftIsoDate(day, -1) });
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors).toEqual({ end_date: FARM_TEXTS.endBeforeStart });
      const long = await page('/datas', {
        field: '002',
        search_target: 'temperature',
        data_interval: 'hour',
        start_date: day,
        end_date: shiftIsoDate(day, FARM_DATA_MAX_SPAN_DAYS.hour),
      });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ end_date: FARM_TEXTS.spanTooLong('hour') });
      const wrongMetric = await page('/datas', { field: '002', search_target: 'soil_ec', start_date: day, end_date: day });
      expect(wrongMetric.body.errors).toEqual({ search_target: FARM_TEXTS.unknownMetric });
    });

    it('shows the pictures of a day one per interval, serves them by the page key, and the GACP table newest first', async () => {
      for (const [hour, minute] of [[9, 30], [10, 0], [11, 0]]) {
        const response = await request(t.http)
          .post(`/api/farm-ingestion/${farm.no}/images`)
          .set(FARM_KEY_HEADER, key)
          .field('field', '002')
          .field('taken_at', at(day, hour, minute))
          .attach('file', solidPng(32, 32, [hour * 10, 120, 200]), 'cam.png');
        expect(response.status).toBe(201);
      }
      const hourly = await page('/ipcam_picture', { start_date: day, interval: '1' });
      expect((hourly.body.data as FarmImageFrame[]).map((frame) => frame.taken_at)).toEqual([at(day, 9), at(day, 10), at(day, 11)]);
      const everyThree = await page('/ipcam_picture', { start_date: day, interval: '3' });
      expect((everyThree.body.data as FarmImageFrame[]).map((frame) => frame.taken_at)).toEqual([at(day, 9)]);
      const lapse = await page('/ipcam_time_lapse', { start_date: shiftIsoDate(day, -2), interval: '24' });
      expect((lapse.body.data as FarmImageFrame[]).length).toBe(1);
      expect((await page('/ipcam_picture', { start_date: day, interval: '5' })).status).toBe(400);
      const first = (hourly.body.data as FarmImageFrame[])[0];
      const image = await request(t.http).get(first.url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await request(t.http).get(first.url.replace(farm.page_key, other.page_key))).status).toBe(404);

      const gacp = await page('/trace/gacp', { table: 'feed' });
      expect(gacp.status).toBe(200);
      expect((gacp.body.data as FarmGacpRow[]).map((row) => [row.work_date, row.quantity, row.note])).toEqual([
        [day, '118.00', '雞隻精神良好'],
        [shiftIsoDate(day, -1), '120.50', null],
      ]);
      expect(gacp.body.meta.pagination.total).toBe(2);
      expect((await page('/trace/gacp', { table: 'vaccine' })).body.data).toEqual([]);
      expect((await page('/trace/gacp', { table: 'nope' })).status).toBe(400);
    });
  });

  describe('console', () => {
    it('lets the admin make a farm, refusing a taken number, an unknown owner and a repeated field code', async () => {
      const taken = await admin.browser.post('/api/console/farms', farmBody(ownerSerial, { no: farm.no }));
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual({ no: FARM_TEXTS.farmNoTaken });
      const unknownOwner = await admin.browser.post('/api/console/farms', farmBody('Z0000000'));
      expect(unknownOwner.body.errors).toEqual({ owner_serial: FARM_TEXTS.ownerUnknown });
      const repeated = await admin.browser.post('/api/console/farms', farmBody(ownerSerial, { fields: [{ code: '002', name: 'a' }, { code: '002', name: 'b' }] }));
      expect(repeated.body.errors).toEqual({ 'fields.1.code': FARM_TEXTS.fieldCodeTaken });
      const removing = await admin.browser.put(`/api/console/farms/${farm.id}`, farmBody(ownerSerial, { no: farm.no, fields: [{ code: '003', name: '東側稻田' }] }));
      expect(removing.status).toBe(400);
      expect(removing.body.code).toBe('FARM_FIELD_HAS_DATA');
    });

    it('rotates a key (the old one stops working, the new one is shown once and kept hashed) and revokes it', async () => {
      const rotated = await admin.browser.post(`/api/console/farms/${other.id}/ingestion-key`);
      expect(rotated.status).toBe(201);
      const newKey = rotated.body.key as string;
      const body = { readings: [reading({ air_temperature: 25 }, at(day, 3), '003')] };
      expect((await ingest(other.no, 'readings', body, otherKey)).status).toBe(401);
      expect((await ingest(other.no, 'readings', body, newKey)).status).toBe(200);
      const keys = (await dataSource.query(`SELECT key_hash, revoked_at FROM farm_ingestion_keys WHERE farm_id = $1 ORDER BY id`, [other.id])) as {
        key_hash: string;
        revoked_at: Date | null;
      }[];
      expect(keys.map((row) => row.revoked_at === null)).toEqual([false, true]);
      expect(JSON.stringify(keys)).not.toContain(newKey);
      const shown = await sales.browser.get(`/api/console/farms/${other.id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.key_prefix).toBe(newKey.slice(0, 8));
      expect(JSON.stringify(shown.body)).not.toContain(newKey);
      const audit = (await dataSource.query(`SELECT action, data::text AS data FROM audit_logs WHERE target_type = 'farm' AND target_id = $1 ORDER BY id`, [String(other.id)])) as {
        action: string;
        data: string;
      }[];
      expect(audit.map((row) => row.action)).toEqual(['farm.created', 'farm.key_issued', 'farm.key_rotated']);
      expect(audit.some((row) => row.data.includes(newKey))).toBe(false);
      expect((await admin.browser.delete(`/api/console/farms/${other.id}/ingestion-key`)).status).toBe(200);
      expect((await ingest(other.no, 'readings', body, newKey)).status).toBe(401);
    });

    it('lists farms, readings and records for sales, refuses their writes (403) and other staff (403)', async () => {
      const farms = await sales.browser.get(`/api/console/farms?filter=${encodeURIComponent(JSON.stringify({ q: farm.no }))}`);
      expect(farms.status).toBe(200);
      expect(farms.headers['content-range']).toMatch(/^farms 0-0\/1$/);
      const readings = await sales.browser.get(`/api/console/farm-readings?filter=${encodeURIComponent(JSON.stringify({ farm_id: farm.id, metric: 'temperature' }))}&range=[0,99]`);
      expect(readings.status).toBe(200);
      expect((readings.body as { value: number }[]).map((row) => row.value).sort((a, b) => a - b)).toEqual([10, 11, 15, 20, 22, 30]);
      const records = await sales.browser.get(`/api/console/farm-gacp-records?filter=${encodeURIComponent(JSON.stringify({ farm_id: farm.id }))}`);
      expect((records.body as unknown[]).length).toBe(2);
      expect((await sales.browser.post('/api/console/farms', farmBody(ownerSerial))).status).toBe(403);
      expect((await sales.browser.post(`/api/console/farms/${farm.id}/ingestion-key`)).status).toBe(403);
      expect((await sales.browser.delete(`/api/console/farms/${farm.id}/ingestion-key`)).status).toBe(403);
      expect((await sales.browser.put(`/api/console/farms/${farm.id}`, farmBody(ownerSerial))).status).toBe(403);
      const appraiser = await signUpAs(t, ['appraiser'] as Role[]);
      for (const path of ['/api/console/farms', `/api/console/farms/${farm.id}`, '/api/console/farm-readings', '/api/console/farm-gacp-records']) {
        expect({ path, status: (await appraiser.browser.get(path)).status }).toEqual({ path, status: 403 });
      }
      expect((await admin.browser.get('/api/console/farms/999999999')).status).toBe(404);
    });

    it('links the farmer loans a farm belongs to (its owner’s, one farm each) to its page, and no other loan', async () => {
      const borrower = await factBorrower(t);
      const rice = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'F', amount: 200_000, period: 24 });
      const mango = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'D', amount: 120_000, period: 18 });
      await saveFarmerProfile(admin, rice.id);
      await saveFarmerProfile(admin, mango.id);
      const detail = async (serial: string) => (await request(t.http).get(`/api/market-place/loan/${serial}`)).body.data as MarketLoanDetail;
      expect((await detail(rice.serial)).farmer?.farm).toBeNull();
      const serial = ((await dataSource.query(`SELECT member_serial FROM users WHERE id = $1`, [borrower.id])) as { member_serial: string }[])[0].member_serial;
      const notOwners = await admin.browser.post('/api/console/farms', farmBody(ownerSerial, { loan_serials: [rice.serial] }));
      expect(notOwners.status).toBe(400);
      expect(notOwners.body.errors).toEqual({ loan_serials: FARM_TEXTS.loanNotOwners });
      const { farm: borrowersFarm } = await createFarm(admin, serial, { name: '西螺有機稻場', loan_serials: [rice.serial] });
      expect(borrowersFarm.loan_serials).toEqual([rice.serial]);
      expect((await detail(rice.serial)).farmer?.farm).toEqual({ no: borrowersFarm.no, name: '西螺有機稻場', key: borrowersFarm.page_key });
      expect((await detail(mango.serial)).farmer?.farm).toBeNull();
      const taken = await admin.browser.post('/api/console/farms', farmBody(serial, { loan_serials: [rice.serial] }));
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual({ loan_serials: FARM_TEXTS.loanTaken });
    });

  });
});
