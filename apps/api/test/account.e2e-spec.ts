import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_API_TEXTS,
  DEFAULT_VIRTUAL_BANK_CODE,
  LEDGER_SUBJECTS,
  MESSAGES,
  STATEMENT_FILTER_CATEGORIES,
  depositDescription,
  formatYmd,
  isValidVirtualAccountNumber,
  statementTitleOf,
  taipeiMonthOf,
  taipeiToday,
  virtualAccountNumber,
} from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { userCash, userLocked } from '../src/modules/ledger/ledger-accounts.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { completeBasic, signUp } from './factories/members.js';
import { depositTo, expectLedgerReconciled, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { downloadFile, readStatementWorkbook } from './factories/statement-workbook.js';

const MEMBER_GETS = [
  '/api/account/overview',
  '/api/account/amount-overview',
  '/api/account/attributes',
  '/api/account/transactions',
  '/api/account/withdraws',
  '/api/account/withdraw-fee',
  '/api/account/statements/2025-01.xlsx',
];
const MEMBER_POSTS = ['/api/account/withdraw', '/api/account/virtual-bank'];

describe('the virtual account', () => {
  let t: TestApp;
  let lender: Lender;

  beforeAll(async () => {
    t = await createTestApp();
    lender = await verifiedMember(t);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  describe('access', () => {
    it('answers 401 to visitors on every account route', async () => {
      const visitor = new Browser(t.http);
      await visitor.refreshCsrf();
      for (const path of MEMBER_GETS) expect({ path, status: (await visitor.get(path)).status }).toEqual({ path, status: 401 });
      for (const path of MEMBER_POSTS) expect({ path, status: (await visitor.post(path, {})).status }).toEqual({ path, status: 401 });
    });

    it('answers 403 with the ladder code below full membership', async () => {
      const registered = await signUp(t);
      const basic = await signUp(t);
      await completeBasic(basic);
      for (const [member, code, message] of [
        [registered, 'NOT_MEMBER', MESSAGES.notMember],
        [basic, 'NOT_MEMBER_FULL', MESSAGES.notMemberFull],
      ] as const) {
        for (const path of MEMBER_GETS) {
          const response = await member.browser.get(path);
          expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 403, code });
          expect(response.body.message).toBe(message);
        }
        for (const path of MEMBER_POSTS) {
          const response = await member.browser.post(path, {});
          expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 403, code });
        }
      }
    });

    it('answers 403 to members on the ledger reconciliation', async () => {
      const visitor = new Browser(t.http);
      expect((await visitor.get('/api/console/ledger/reconciliation')).status).toBe(401);
      expect((await lender.browser.get('/api/console/ledger/reconciliation')).status).toBe(403);
    });
  });

  describe('overview', () => {
    it('gives a full member a virtual account at 006 with every figure', async () => {
      const member = await verifiedMember(t);
      const response = await member.browser.get('/api/account/overview');
      expect(response.status).toBe(200);
      const data = response.body.data;
      expect(data).toEqual({
        lnb_account_number: virtualAccountNumber(member.memberSerial),
        lnb_account_bank_code: DEFAULT_VIRTUAL_BANK_CODE,
        bound_account_number: '*******8901',
        bound_account_bank_code: '004',
        bound_account_status: 'verified',
        total_amount: 0,
        pre_amount: 0,
        user_lock_amount: 0,
        user_lock_amount_detail: [],
        withdrawable_amount: 0,
        available_amount: 0,
        cycle_day: 0,
        unenough_amount: 0,
        pre_repay_amount: 0,
        pre_fee_amount: 0,
        recent_preview: [],
        reminders: [],
        business_date: await t.app.get(BusinessClock).today(),
      });
      expect(isValidVirtualAccountNumber(data.lnb_account_number)).toBe(true);
      const again = await member.browser.get('/api/account/overview');
      expect(again.body.data.lnb_account_number).toBe(data.lnb_account_number);
    });

    it('previews the five latest movements, signed', async () => {
      const member = await verifiedMember(t);
      for (const amount of [100, 200, 300, 400, 500, 600]) await depositTo(t, member, amount);
      const response = await member.browser.get('/api/account/overview');
      const today = taipeiToday(new Date());
      expect(response.body.data.recent_preview).toEqual(
        [600, 500, 400, 300, 200].map((amount) => ({ date: today, subject: '儲值入帳', amount })),
      );
      expect(response.body.data).toMatchObject({ total_amount: 2_100, available_amount: 2_100, withdrawable_amount: 2_100 });
    });

    it('splits the locked amount by lock type', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 9_000);
      const ledger = t.app.get(LedgerService);
      await t.app.get(DataSource).transaction((manager) =>
        ledger.transfer(manager, {
          from: userCash(member.id),
          to: userLocked(member.id),
          amount: 3_000,
          kind: 'invest_hold',
          reference: 'order:1',
          caseSerial: 'A251101000001',
        }),
      );
      const response = await member.browser.get('/api/account/overview');
      expect(response.body.data).toMatchObject({
        total_amount: 9_000,
        available_amount: 6_000,
        user_lock_amount: 3_000,
        user_lock_amount_detail: [{ lock_type: 'invest', amount: 3_000 }],
        recent_preview: [
          { subject: '出借扣款', amount: -3_000 },
          { subject: '儲值入帳', amount: 9_000 },
        ],
      });
      const sums = await member.browser.get('/api/account/amount-overview');
      expect(sums.body.data).toEqual({ transferIn: 9_000, transferOut: 0, paidPrinciple: 3_000, paidRepayment: 0, receiveIncome: 0 });
    });
  });

  it('lists the filter subjects of every category but transferOut', async () => {
    const response = await lender.browser.get('/api/account/attributes');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toEqual([...STATEMENT_FILTER_CATEGORIES]);
    expect(response.body.data.transferIn).toContainEqual({ value: 'deposit', label: '儲值入帳' });
    expect(response.body.data.paidPrinciple).toEqual([
      { value: 'invest', label: '出借扣款' },
      { value: 'resale_purchase', label: '承接債權' },
    ]);
    expect(JSON.stringify(response.body.data)).not.toContain('"withdraw"');
  });

  describe('statement', () => {
    it('pages 15 rows newest first with the balance after each', async () => {
      const member = await verifiedMember(t);
      for (let index = 1; index <= 17; index += 1) await depositTo(t, member, index * 10);
      const first = await member.browser.get('/api/account/transactions');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 17, from: 1, to: 15, current_page: 1, last_page: 2, per_page: 15 });
      expect(first.body.data[0]).toEqual({
        id: expect.any(Number),
        created_at: expect.any(String),
        subjects: [{ chinese_name: '儲值入帳', english_name: 'deposit' }],
        amount: 170,
        balance: 1_530,
        description: `轉入虛擬帳號 ${member.virtualAccount}`,
        income: 170,
        expense: 0,
        bank_code: '006',
        bank_account: member.virtualAccount,
        link: null,
      });
      const second = await member.browser.get('/api/account/transactions?page=2');
      expect(second.body).toMatchObject({ from: 16, to: 17, current_page: 2 });
      expect(second.body.data.map((row: { balance: number }) => row.balance)).toEqual([30, 10]);
      const beyond = await member.browser.get('/api/account/transactions?page=9');
      expect(beyond.body).toMatchObject({ data: [], total: 17, from: null, to: null });
      const past = await member.browser.get('/api/account/transactions?start_date=2020/01/01&end_date=2020/12/31');
      expect(past.body.total).toBe(0);
      const badPage = await member.browser.get('/api/account/transactions?page=abc');
      expect(badPage.status).toBe(400);
      expect(badPage.body.errors).toEqual({ page: MESSAGES.invalidPage });
      const badSubject = await member.browser.get('/api/account/transactions?subjects[]=salary');
      expect(badSubject.status).toBe(400);
      const badDate = await member.browser.get('/api/account/transactions?start_date=2025-02-30');
      expect(badDate.status).toBe(400);
      expect(badDate.body.errors).toEqual({ start_date: ACCOUNT_API_TEXTS.dateInvalid });
    });

    it('filters by subject and links case rows to the investment, loan or group loan', async () => {
      const lenderMember = await verifiedMember(t);
      const borrower = await verifiedMember(t);
      await depositTo(t, lenderMember, 8_000);
      const ledger = t.app.get(LedgerService);
      await t.app.get(DataSource).transaction(async (manager) => {
        await ledger.transfer(manager, {
          from: userCash(lenderMember.id),
          to: userLocked(lenderMember.id),
          amount: 5_000,
          kind: 'invest_hold',
          reference: 'order:2',
          caseSerial: 'G251101000002',
          groupLoan: true,
        });
        await ledger.transfer(manager, {
          from: userLocked(lenderMember.id),
          to: userCash(borrower.id),
          amount: 5_000,
          kind: 'invest_disburse',
          reference: 'loan:2',
          caseSerial: 'G251101000002',
          groupLoan: true,
        });
      });
      const invested = await lenderMember.browser.get('/api/account/transactions?subjects[]=invest');
      expect(invested.body.data).toHaveLength(1);
      expect(invested.body.data[0]).toMatchObject({ expense: 5_000, balance: 3_000, link: '/investment/G251101000002' });
      const both = await lenderMember.browser.get('/api/account/transactions?subjects=invest,deposit');
      expect(both.body.total).toBe(2);
      const received = await borrower.browser.get('/api/account/transactions');
      expect(received.body.data[0]).toMatchObject({
        subjects: [{ english_name: 'loan_disbursement', chinese_name: '借款撥款' }],
        income: 5_000,
        link: '/group-loan/G251101000002',
      });
      expect((await lenderMember.browser.get('/api/account/overview')).body.data.user_lock_amount_detail).toEqual([]);
    });

    it('downloads a month as an .xlsx workbook attachment', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 1_234);
      const month = taipeiMonthOf(new Date());
      const response = await downloadFile(member.browser, `/api/account/statements/${month}.xlsx`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="lnb_${month}.xlsx"; filename*=UTF-8''lnb_${month}.xlsx`,
      );
      const [deposited] = (await member.browser.get('/api/account/transactions')).body.data;
      const workbook = await readStatementWorkbook(response.body as Buffer);
      expect(workbook).toMatchObject({ sheetCount: 1, name: month });
      expect(workbook.rows).toEqual([
        [statementTitleOf(month)],
        [ACCOUNT_API_TEXTS.statementAccount, `006 ${member.virtualAccount}`],
        [ACCOUNT_API_TEXTS.statementMonth, month],
        [ACCOUNT_API_TEXTS.openingBalance, 0],
        [...ACCOUNT_API_TEXTS.statementColumns],
        [
          formatYmd(new Date(deposited.created_at)),
          LEDGER_SUBJECTS.deposit.chinese_name,
          depositDescription(member.virtualAccount),
          1_234,
          null,
          1_234,
          '006',
          member.virtualAccount,
        ],
        [ACCOUNT_API_TEXTS.closingBalance, 1_234],
      ]);
      expect(workbook.bold.slice(0, 5)).toEqual([true, false, false, false, true]);

      const older = await downloadFile(member.browser, '/api/account/statements/2020-01.xlsx');
      expect(older.status).toBe(200);
      expect((await readStatementWorkbook(older.body as Buffer)).rows.slice(3)).toEqual([
        [ACCOUNT_API_TEXTS.openingBalance, 0],
        [...ACCOUNT_API_TEXTS.statementColumns],
        [ACCOUNT_API_TEXTS.closingBalance, 0],
      ]);
      for (const bad of ['2020-13', '1999-12', '9999-01', 'latest']) {
        const refused = await member.browser.get(`/api/account/statements/${bad}.xlsx`);
        expect({ bad, status: refused.status }).toEqual({ bad, status: 400 });
      }
      expect((await member.browser.get(`/api/account/statements/${month}.xls`)).status).toBe(404);
    });
  });

  describe('virtual account bank', () => {
    it('moves the virtual account to a bank of the list and keeps its number', async () => {
      const member = await verifiedMember(t);
      const before = (await member.browser.get('/api/account/overview')).body.data.lnb_account_number;
      const response = await member.browser.post('/api/account/virtual-bank', { bank_code: '012' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { title: '虛擬帳號銀行已變更為 012 台北富邦商業銀行' } });
      const overview = (await member.browser.get('/api/account/overview')).body.data;
      expect(overview).toMatchObject({ lnb_account_bank_code: '012', lnb_account_number: before });
    });

    it('refuses an unknown or malformed bank code', async () => {
      const unknown = await lender.browser.post('/api/account/virtual-bank', { bank_code: '999' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ bank_code: MESSAGES.bankCodeUnknown });
      const malformed = await lender.browser.post('/api/account/virtual-bank', { bank_code: '12' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toHaveProperty('bank_code');
    });
  });
});
