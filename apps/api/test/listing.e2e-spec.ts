import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CART_TEXTS,
  COMMODITY_SETS_MAX,
  GALLERY_IMAGES_MAX,
  LISTING_TEXTS,
  MESSAGES,
  UPLOAD_IMAGE_MAX_BYTES,
  commoditySetAboveLoan,
  maxItems,
  range,
  requiredField,
  unit,
} from '@lendbridge/domain';
import type { ConsoleLoanListing, MarketLoanDetail } from '@lendbridge/domain';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import {
  FARMER_PROFILE,
  GALLERY_PNG,
  addCommoditySet,
  listingPath,
  saveFarmerProfile,
  uploadGalleryImage,
} from './factories/listing.js';
import { factBorrower, listLoan, setLoanState } from './factories/market.js';
import type { ListedLoan } from './factories/market.js';
import { fullMember, signUp, signUpAs } from './factories/members.js';
import { investor, placeOrder } from './factories/orders.js';
import type { Member } from './factories/members.js';

const T = LISTING_TEXTS;
const PNG_FILE = { bytes: GALLERY_PNG, filename: 'rice.png', contentType: 'image/png' };
const CREDIT_RECORDS = [
  { institution: '臺灣銀行', kind: '房屋貸款', balance_thousand: 4200 },
  { institution: '國泰世華商業銀行', kind: '信用卡', balance_thousand: 35 },
];

type Method = 'get' | 'post' | 'put' | 'delete';

describe('listing extras', () => {
  let t: TestApp;
  let admin: Member;
  let sales: Member;
  let member: Member;
  let farmer: ListedLoan;
  let bareFarmer: ListedLoan;
  let credit: ListedLoan;
  let waiting: ListedLoan;
  let closed: ListedLoan;

  const db = () => t.app.get(DataSource);
  const listing = async (loanId: number): Promise<ConsoleLoanListing> => {
    const response = await admin.browser.get(listingPath(loanId));
    expect(response.status).toBe(200);
    return response.body.data as ConsoleLoanListing;
  };
  const detail = async (serial: string): Promise<MarketLoanDetail> => {
    const response = await new Browser(t.http).get(`/api/market-place/loan/${serial}`);
    expect(response.status).toBe(200);
    return response.body.data as MarketLoanDetail;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, ['admin']);
    sales = await signUpAs(t, ['sales']);
    member = await signUp(t);
    const borrower = await factBorrower(t);
    farmer = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'F', amount: 200_000, period: 24 });
    bareFarmer = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'D', amount: 120_000, period: 18 });
    credit = await listLoan(t, borrower, admin.id, { appType: 'credit', grade: 'B', amount: 300_000, period: 36 });
    waiting = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'E', amount: 90_000, period: 12, stage: 'approved' });
    closed = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'C', amount: 100_000, period: 12 });
    await saveFarmerProfile(admin, closed.id);
    await setLoanState(t, closed.id, { status: 'cancelled', market_status: null, cancelled_at: new Date() });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    const routes = (): [Method, string, object?][] => [
      ['get', listingPath(farmer.id)],
      ['put', `${listingPath(farmer.id)}/farmer`, FARMER_PROFILE],
      ['post', `${listingPath(farmer.id)}/commodity-sets`, { name: '白米組', amount: 2000 }],
      ['delete', `${listingPath(farmer.id)}/commodity-sets/1`],
      ['post', `${listingPath(farmer.id)}/gallery`, { kind: 'produce' }],
      ['delete', `${listingPath(farmer.id)}/gallery/1`],
      ['put', `${listingPath(farmer.id)}/credit-records`, { records: CREDIT_RECORDS }],
      ['put', `${listingPath(farmer.id)}/financials/balance_sheet/2024`, { items: { equity: 100 } }],
      ['delete', `${listingPath(farmer.id)}/financials/balance_sheet/2024`],
    ];
    const call = (browser: Browser, [method, path, body]: [Method, string, object?]) =>
      method === 'get' ? browser.get(path) : browser.send(method, path, body);

    it('answers 401 您尚未登入 to a visitor on every listing route', async () => {
      const visitor = new Browser(t.http);
      for (const route of routes()) {
        const response = await call(visitor, route);
        expect({ route: route.slice(0, 2), status: response.status, message: response.body.message }).toEqual({
          route: route.slice(0, 2),
          status: 401,
          message: MESSAGES.notLoggedIn,
        });
      }
    });

    it('answers 403 to members and to staff other than admins on every listing route, and changes nothing', async () => {
      for (const who of [member, sales]) {
        for (const route of routes()) {
          const response = await call(who.browser, route);
          expect({ route: route.slice(0, 2), status: response.status, code: response.body.code }).toEqual({
            route: route.slice(0, 2),
            status: 403,
            code: 'FORBIDDEN',
          });
        }
      }
      const upload = await uploadGalleryImage(sales, farmer.id, { kind: 'produce' }, PNG_FILE);
      expect(upload.status).toBe(403);
      const [{ profiles }] = await db().query(`SELECT count(*)::int AS profiles FROM loan_farmer_profiles WHERE loan_id = $1`, [farmer.id]);
      expect(profiles).toBe(0);
    });
  });

  describe('reading', () => {
    it('shows an untouched loan with nothing beyond its application, and can be edited while matching', async () => {
      expect(await listing(bareFarmer.id)).toEqual({
        loan: { id: bareFarmer.id, serial: bareFarmer.serial, app_type: 'farmer', status: 'matching' },
        farmer: null,
        credit_records: [],
        financials: { balance_sheet: [], income_statement: [] },
        editable: true,
      });
    });

    it('answers 404 for a loan that does not exist or an id that is not one', async () => {
      for (const id of ['999999999', 'abc', '0']) {
        const response = await admin.browser.get(`/api/console/loans/${id}/listing`);
        expect({ id, status: response.status }).toEqual({ id, status: 404 });
      }
    });
  });

  describe('farmer profile', () => {
    it('refuses a bad profile with a message on each field', async () => {
      const response = await admin.browser.put(`${listingPath(farmer.id)}/farmer`, {
        produce_situation: '',
        place_of_origin: '鎮'.repeat(101),
        lat: 91,
        payment_in_goods: 'rice',
        owner: 'x',
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        produce_situation: requiredField(T.produceSituation),
        place_of_origin: `${T.placeOfOrigin}不能超過 100 個字`,
        lat: range(T.lat, -90, 90),
        payment_in_goods: MESSAGES.invalidOption,
        owner: MESSAGES.unknownField,
      });
      const half = await admin.browser.put(`${listingPath(farmer.id)}/farmer`, { ...FARMER_PROFILE, lng: null });
      expect(half.body.errors).toEqual({ lng: T.geoPair });
    });

    it('is refused with 422 on a loan that is not a farmer loan', async () => {
      const response = await admin.browser.put(`${listingPath(credit.id)}/farmer`, FARMER_PROFILE);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'NOT_FARMER_LOAN', message: T.farmerOnly });
    });

    it('saves the profile with its place on the map and replaces it on the next save', async () => {
      const saved = await saveFarmerProfile(admin, farmer.id);
      expect(saved.farmer).toEqual({
        produce_situation: FARMER_PROFILE.produce_situation,
        place_of_origin: '雲林縣西螺鎮',
        place_of_origin_geo: { lat: 23.798, lng: 120.4655 },
        payment_in_goods: 'interest_only',
        loan_commodity_sets: [],
        gallery: [],
      });
      const replaced = await saveFarmerProfile(admin, farmer.id, { produce_situation: '稻作', place_of_origin: '雲林縣二崙鄉' });
      expect(replaced.farmer).toMatchObject({ place_of_origin: '雲林縣二崙鄉', place_of_origin_geo: null, payment_in_goods: 'none' });
      await saveFarmerProfile(admin, farmer.id);
      const [log] = await db().query(`SELECT actor_id, action FROM audit_logs WHERE target_type = 'loan' AND target_id = $1 ORDER BY id LIMIT 1`, [
        String(farmer.id),
      ]);
      expect(log).toEqual({ actor_id: admin.id, action: 'loan.listing.farmer' });
    });
  });

  describe('commodity sets', () => {
    it('needs the farmer profile first', async () => {
      const response = await admin.browser.post(`${listingPath(bareFarmer.id)}/commodity-sets`, { name: '芒果組', amount: 3000 });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'FARMER_PROFILE_MISSING', message: T.farmerProfileFirst });
    });

    it('refuses a set off the unit, above the loan amount or without a name', async () => {
      const path = `${listingPath(farmer.id)}/commodity-sets`;
      expect((await admin.browser.post(path, { name: '白米組', amount: 2500 })).body.errors).toEqual({ amount: unit(T.commoditySetAmount, 1000) });
      expect((await admin.browser.post(path, { amount: 2000 })).body.errors).toEqual({ name: requiredField(T.commoditySetName) });
      const above = await admin.browser.post(path, { name: '整批收購', amount: 201_000 });
      expect(above.status).toBe(400);
      expect(above.body.errors).toEqual({ amount: commoditySetAboveLoan(200_000) });
    });

    it('adds sets in order and removes one', async () => {
      const first = await addCommoditySet(admin, farmer.id, { name: '濁水溪白米組', description: '利息以白米支付', amount: 5000 });
      const second = await addCommoditySet(admin, farmer.id, { name: '契作禮盒組', amount: 20_000 });
      expect((await listing(farmer.id)).farmer?.loan_commodity_sets).toEqual([
        { id: first, name: '濁水溪白米組', description: '利息以白米支付', amount: 5000 },
        { id: second, name: '契作禮盒組', description: '', amount: 20_000 },
      ]);
      const removed = await admin.browser.delete(`${listingPath(farmer.id)}/commodity-sets/${second}`);
      expect(removed.status).toBe(200);
      expect(removed.body.data.farmer.loan_commodity_sets.map((set: { id: number }) => set.id)).toEqual([first]);
      const again = await admin.browser.delete(`${listingPath(farmer.id)}/commodity-sets/${second}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(CART_TEXTS.commoditySetNotFound);
    });

    it('does not remove a set of another loan', async () => {
      const setId = await addCommoditySet(admin, farmer.id, { name: '糙米組', amount: 10_000 });
      await saveFarmerProfile(admin, bareFarmer.id);
      const response = await admin.browser.delete(`${listingPath(bareFarmer.id)}/commodity-sets/${setId}`);
      expect(response.status).toBe(404);
      expect((await listing(farmer.id)).farmer?.loan_commodity_sets.map((set) => set.id)).toContain(setId);
    });

    it('keeps a set a lender has in the cart', async () => {
      const setId = await addCommoditySet(admin, farmer.id, { name: '白米 5 公斤', amount: 2000 });
      const lender = await fullMember(t);
      const added = await lender.browser.post('/api/v1/carts', { loan_serial: farmer.serial, amount: 4000, count: 2, loan_commodity_set_id: setId });
      expect(added.status).toBe(201);
      const response = await admin.browser.delete(`${listingPath(farmer.id)}/commodity-sets/${setId}`);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'COMMODITY_SET_IN_USE', message: T.commoditySetInUse });
      await lender.browser.post('/api/v1/carts/clear');
      expect((await admin.browser.delete(`${listingPath(farmer.id)}/commodity-sets/${setId}`)).status).toBe(200);
    });
  });

  describe('gallery', () => {
    it('stores an image through the uploads module and shows it to every visitor of the listed loan', async () => {
      const response = await uploadGalleryImage(admin, farmer.id, { kind: 'produce', caption: '一期稻作抽穗期' }, PNG_FILE);
      expect(response.status).toBe(201);
      const gallery = (response.body.data as ConsoleLoanListing).farmer?.gallery ?? [];
      expect(gallery).toEqual([{ id: expect.any(Number), kind: 'produce', caption: '一期稻作抽穗期', url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/) }]);
      expect((await admin.browser.get(gallery[0].url)).status).toBe(200);
      const shownImage = (await detail(farmer.serial)).farmer?.gallery[0];
      expect(shownImage).toEqual({ ...gallery[0], url: `/api/market-place/gallery/${gallery[0].id}` });
      const visitor = new Browser(t.http);
      const image = await visitor.get(`/api/market-place/gallery/${gallery[0].id}`);
      expect(image.status).toBe(200);
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect((await visitor.get('/api/market-place/gallery/999999')).status).toBe(404);
      expect((await visitor.get('/api/market-place/gallery/not-a-number')).status).toBe(404);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, GALLERY_PNG)).toBe(0);
      const collateral = await uploadGalleryImage(admin, farmer.id, { kind: 'collateral' }, { ...PNG_FILE, filename: 'tractor.png' });
      expect(collateral.body.data.farmer.gallery.map((item: { kind: string; caption: string }) => [item.kind, item.caption])).toEqual([
        ['produce', '一期稻作抽穗期'],
        ['collateral', ''],
      ]);
    });

    it('refuses a missing file or kind, a file that is no image and an image over 8 MB', async () => {
      const missing = await uploadGalleryImage(admin, farmer.id, { caption: '字'.repeat(101) });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({
        kind: requiredField(T.galleryKind),
        caption: `${T.galleryCaption}不能超過 100 個字`,
        file: MESSAGES.minImages,
      });
      const text = await uploadGalleryImage(admin, farmer.id, { kind: 'produce' }, { bytes: Buffer.from('not an image'), filename: 'a.png', contentType: 'image/png' });
      expect(text.status).toBe(400);
      expect(text.body).toMatchObject({ code: 'UPLOAD_BAD_FORMAT', errors: { file: MESSAGES.uploadBadFormat } });
      const big = Buffer.concat([GALLERY_PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1 - GALLERY_PNG.length)]);
      const tooBig = await uploadGalleryImage(admin, farmer.id, { kind: 'produce' }, { bytes: big, filename: 'big.png', contentType: 'image/png' });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: MESSAGES.fileTooLarge });
      expect((await listing(farmer.id)).farmer?.gallery).toHaveLength(2);
    });

    it('takes no image before the farmer profile nor on another loan type', async () => {
      const waitingBare = await uploadGalleryImage(admin, waiting.id, { kind: 'produce' }, PNG_FILE);
      expect(waitingBare.status).toBe(422);
      expect(waitingBare.body.code).toBe('FARMER_PROFILE_MISSING');
      const onCredit = await uploadGalleryImage(admin, credit.id, { kind: 'produce' }, PNG_FILE);
      expect(onCredit.status).toBe(422);
      expect(onCredit.body.code).toBe('NOT_FARMER_LOAN');
      const [{ uploads }] = await db().query(`SELECT count(*)::int AS uploads FROM uploads WHERE owner_id = $1`, [admin.id]);
      expect(uploads).toBe(2);
    });

    it('removes an image from the listing', async () => {
      const [first] = (await listing(farmer.id)).farmer?.gallery ?? [];
      const response = await admin.browser.delete(`${listingPath(farmer.id)}/gallery/${first.id}`);
      expect(response.status).toBe(200);
      expect(response.body.data.farmer.gallery.map((item: { id: number }) => item.id)).not.toContain(first.id);
      const again = await admin.browser.delete(`${listingPath(farmer.id)}/gallery/${first.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(T.galleryImageNotFound);
    });
  });

  describe('credit records', () => {
    const path = () => `${listingPath(credit.id)}/credit-records`;

    it('replaces the list, keeping its order', async () => {
      const saved = await admin.browser.put(path(), { records: CREDIT_RECORDS });
      expect(saved.status).toBe(200);
      expect(saved.body.data.credit_records).toEqual(CREDIT_RECORDS.map((record) => ({ id: expect.any(Number), ...record })));
      const replaced = await admin.browser.put(path(), { records: [CREDIT_RECORDS[1]] });
      expect(replaced.body.data.credit_records).toEqual([{ id: expect.any(Number), ...CREDIT_RECORDS[1] }]);
      expect((await admin.browser.put(path(), { records: [] })).body.data.credit_records).toEqual([]);
      await admin.browser.put(path(), { records: CREDIT_RECORDS });
    });

    it('names each bad record field by its dotted path and caps the list at 30', async () => {
      const bad = await admin.browser.put(path(), {
        records: [CREDIT_RECORDS[0], { institution: '', kind: '信用卡', balance_thousand: -5 }, { institution: '玉山銀行', kind: '車貸', balance_thousand: 1.5 }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        'records.1.institution': requiredField(T.creditRecordInstitution),
        'records.1.balance_thousand': MESSAGES.digitsOnly,
        'records.2.balance_thousand': MESSAGES.digitsOnly,
      });
      const many = await admin.browser.put(path(), { records: Array.from({ length: 31 }, () => CREDIT_RECORDS[0]) });
      expect(many.body.errors).toEqual({ records: maxItems(T.creditRecordsList, 30) });
      expect((await listing(credit.id)).credit_records).toHaveLength(2);
    });
  });

  describe('financial statements', () => {
    const path = (statement: string, year: string | number) => `${listingPath(credit.id)}/financials/${statement}/${year}`;

    it('saves a year of a statement in thousands, losses included, and removes it', async () => {
      const saved = await admin.browser.put(path('income_statement', 2024), { items: { revenue: 5600, net_income: -120, gross_profit: null } });
      expect(saved.status).toBe(200);
      await admin.browser.put(path('income_statement', 2023), { items: { revenue: 5000 } });
      await admin.browser.put(path('balance_sheet', 2024), { items: { equity: 800 } });
      const replaced = await admin.browser.put(path('balance_sheet', 2024), { items: { equity: 900, current_assets: 1200 } });
      expect(replaced.body.data.financials).toEqual({
        balance_sheet: [{ year: 2024, items: { equity: 900, current_assets: 1200 } }],
        income_statement: [
          { year: 2023, items: { revenue: 5000 } },
          { year: 2024, items: { revenue: 5600, net_income: -120 } },
        ],
      });
      const removed = await admin.browser.delete(path('income_statement', 2023));
      expect(removed.status).toBe(200);
      expect(removed.body.data.financials.income_statement.map((row: { year: number }) => row.year)).toEqual([2024]);
      const again = await admin.browser.delete(path('income_statement', 2023));
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(T.financialStatementNotFound);
    });

    it('refuses items of the other statement, fractions, an empty statement, an unknown statement and a year out of range', async () => {
      expect((await admin.browser.put(path('income_statement', 2024), { items: { equity: 1, revenue: 2.5 } })).body.errors).toEqual({
        'items.equity': MESSAGES.unknownField,
        'items.revenue': MESSAGES.integer,
      });
      expect((await admin.browser.put(path('income_statement', 2024), { items: {} })).body.errors).toEqual({ items: T.financialItemsRequired });
      const wrongPath = await admin.browser.put(path('cash_flow', 1899), { items: { revenue: 1 } });
      expect(wrongPath.status).toBe(400);
      expect(wrongPath.body.errors).toEqual({ statement: MESSAGES.invalidOption, year: range(T.financialYear, 1900, 2100) });
      expect((await admin.browser.delete(path('balance_sheet', 'last'))).status).toBe(400);
    });
  });

  describe('editable rule', () => {
    const writes = (loanId: number): [Method, string, object?][] => [
      ['put', `${listingPath(loanId)}/farmer`, FARMER_PROFILE],
      ['post', `${listingPath(loanId)}/commodity-sets`, { name: '白米組', amount: 2000 }],
      ['delete', `${listingPath(loanId)}/commodity-sets/1`],
      ['delete', `${listingPath(loanId)}/gallery/1`],
      ['put', `${listingPath(loanId)}/credit-records`, { records: CREDIT_RECORDS }],
      ['put', `${listingPath(loanId)}/financials/balance_sheet/2024`, { items: { equity: 100 } }],
      ['delete', `${listingPath(loanId)}/financials/balance_sheet/2024`],
    ];

    it('takes writes while the loan waits for its rate confirmation', async () => {
      const saved = await saveFarmerProfile(admin, waiting.id);
      expect(saved).toMatchObject({ loan: { status: 'rate_confirming' }, editable: true, farmer: { place_of_origin: '雲林縣西螺鎮' } });
      await addCommoditySet(admin, waiting.id, { name: '白米組', amount: 2000 });
      const uploaded = await uploadGalleryImage(admin, waiting.id, { kind: 'produce' }, PNG_FILE);
      const [image] = (uploaded.body.data as ConsoleLoanListing).farmer?.gallery ?? [];
      expect((await admin.browser.get(image.url)).status).toBe(200);
      expect((await new Browser(t.http).get(`/api/market-place/gallery/${image.id}`)).status).toBe(404);
    });

    it('answers 409 to every write once the loan left matching, and shows it read-only', async () => {
      const before = await listing(closed.id);
      expect(before.editable).toBe(false);
      for (const [method, path, body] of writes(closed.id)) {
        const response = await admin.browser.send(method as 'put' | 'post' | 'delete', path, body);
        expect({ path, status: response.status, code: response.body.code, message: response.body.message }).toEqual({
          path,
          status: 409,
          code: 'LISTING_NOT_EDITABLE',
          message: T.notEditable,
        });
      }
      const upload = await uploadGalleryImage(admin, closed.id, { kind: 'produce' }, PNG_FILE);
      expect(upload.status).toBe(409);
      expect(await listing(closed.id)).toEqual(before);
    });
  });

  describe('limits', () => {
    it(`offers at most ${COMMODITY_SETS_MAX} commodity sets and ${GALLERY_IMAGES_MAX} photos a loan`, async () => {
      const borrower = await factBorrower(t);
      const loan = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'E', amount: 150_000, period: 12 });
      await saveFarmerProfile(admin, loan.id);
      for (let index = 0; index < COMMODITY_SETS_MAX; index += 1) await addCommoditySet(admin, loan.id, { name: `組合 ${index + 1}`, amount: 1000 });
      const extraSet = await admin.browser.post(`${listingPath(loan.id)}/commodity-sets`, { name: '多一組', amount: 1000 });
      expect(extraSet.status).toBe(422);
      expect(extraSet.body).toMatchObject({ code: 'COMMODITY_SETS_FULL', message: T.commoditySetsFull });
      for (let index = 0; index < GALLERY_IMAGES_MAX; index += 1) {
        expect((await uploadGalleryImage(admin, loan.id, { kind: 'produce' }, PNG_FILE)).status).toBe(201);
      }
      const [{ before }] = await db().query(`SELECT count(*)::int AS before FROM uploads`);
      const extraImage = await uploadGalleryImage(admin, loan.id, { kind: 'produce' }, PNG_FILE);
      expect(extraImage.status).toBe(422);
      expect(extraImage.body).toMatchObject({ code: 'GALLERY_FULL', message: T.galleryFull });
      const [{ after }] = await db().query(`SELECT count(*)::int AS after FROM uploads`);
      expect(after).toBe(before);
    });
  });

  describe('once lenders invest', () => {
    it('keeps the way the loan repays and the sets investments name', async () => {
      const borrower = await factBorrower(t);
      const loan = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'E', amount: 150_000, period: 12 });
      await saveFarmerProfile(admin, loan.id);
      const setId = await addCommoditySet(admin, loan.id, { name: '白米組', amount: 2000 });
      const lender = await investor(t, 10_000);
      expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 2000 }])).status).toBe(201);
      const changed = await admin.browser.put(`${listingPath(loan.id)}/farmer`, { ...FARMER_PROFILE, payment_in_goods: 'principal_and_interest' });
      expect(changed.status).toBe(422);
      expect(changed.body).toMatchObject({ code: 'PAYMENT_IN_GOODS_LOCKED', errors: { payment_in_goods: T.paymentInGoodsLocked } });
      const sameMode = await saveFarmerProfile(admin, loan.id, { ...FARMER_PROFILE, produce_situation: '一期稻作已插秧，生長良好。' });
      expect(sameMode.farmer).toMatchObject({ produce_situation: '一期稻作已插秧，生長良好。', payment_in_goods: 'interest_only' });
      await db().query(`UPDATE investments SET loan_commodity_set_id = $2 WHERE loan_id = $1`, [loan.id, setId]);
      const removed = await admin.browser.delete(`${listingPath(loan.id)}/commodity-sets/${setId}`);
      expect(removed.status).toBe(422);
      expect(removed.body.code).toBe('COMMODITY_SET_IN_USE');
    });
  });

  describe('loan detail', () => {
    it('shows the farmer section of a farmer loan with a profile, and credit records', async () => {
      await admin.browser.put(`${listingPath(farmer.id)}/credit-records`, { records: [CREDIT_RECORDS[0]] });
      const inConsole = await listing(farmer.id);
      const shown = await detail(farmer.serial);
      expect(shown.farmer).toEqual({
        ...inConsole.farmer,
        farm: null,
        gallery: inConsole.farmer?.gallery.map((image) => ({ ...image, url: `/api/market-place/gallery/${image.id}` })),
      });
      expect(shown.farmer).toMatchObject({
        place_of_origin: '雲林縣西螺鎮',
        place_of_origin_geo: { lat: 23.798, lng: 120.4655 },
        payment_in_goods: 'interest_only',
        loan_commodity_sets: [expect.objectContaining({ name: '濁水溪白米組', amount: 5000 }), expect.objectContaining({ name: '糙米組' })],
        gallery: [expect.objectContaining({ kind: 'collateral', url: expect.stringMatching(/^\/api\/market-place\/gallery\/\d+$/) })],
      });
      expect(shown.credit_records).toEqual([{ id: expect.any(Number), ...CREDIT_RECORDS[0] }]);
    });

    it('shows no farmer section on other loans, and credit records wherever there are some', async () => {
      const onCredit = await detail(credit.serial);
      expect(onCredit.farmer).toBeNull();
      expect(onCredit.credit_records.map(({ institution, kind, balance_thousand }) => ({ institution, kind, balance_thousand }))).toEqual(CREDIT_RECORDS);
      expect(onCredit.financials.income_statement).toEqual([{ year: 2024, items: { revenue: 5600, net_income: -120 } }]);
    });
  });
});

describe('listing extras in the demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('gives two farmer loans a profile on the map, photos that open and sets in both goods modes, and two credit loans their debts', async () => {
    const dataSource = t.app.get(DataSource);
    const farmers = (await dataSource.query(
      `SELECT l.serial FROM loans l JOIN loan_farmer_profiles p ON p.loan_id = l.id WHERE l.market_tab = 'farmer' ORDER BY l.id`,
    )) as { serial: string }[];
    expect(farmers.length).toBeGreaterThanOrEqual(2);
    const visitor = new Browser(t.http);
    const details = await Promise.all(
      farmers.map(async ({ serial }) => (await visitor.get(`/api/market-place/loan/${serial}`)).body.data as MarketLoanDetail),
    );
    expect(details.map((loan) => loan.farmer?.payment_in_goods).sort()).toEqual(['interest_only', 'principal_and_interest']);
    const admin = new Browser(t.http);
    expect((await admin.post('/api/auth/login', { email: 'admin@lendbridge.tw', password: DEMO_PASSWORD })).status).toBe(200);
    await admin.refreshCsrf();
    for (const loan of details) {
      const farm = loan.farmer;
      expect(farm?.place_of_origin_geo).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      expect(farm?.place_of_origin).toMatch(/^(雲林縣|屏東縣)/);
      expect(farm?.loan_commodity_sets.length).toBeGreaterThanOrEqual(2);
      expect(farm?.loan_commodity_sets.length).toBeLessThanOrEqual(3);
      expect(farm?.gallery.map((image) => image.kind)).toEqual(expect.arrayContaining(['produce', 'collateral']));
      for (const image of farm?.gallery ?? []) {
        const file = await admin.get(image.url);
        expect({ url: image.url, status: file.status, type: file.headers['content-type'] }).toEqual({ url: image.url, status: 200, type: 'image/png' });
      }
    }
    const [{ creditLoans }] = await dataSource.query(
      `SELECT count(DISTINCT r.loan_id)::int AS "creditLoans" FROM loan_credit_records r JOIN loans l ON l.id = r.loan_id WHERE l.app_type = 'credit'`,
    );
    expect(creditLoans).toBe(2);
  });
});
