import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { seedDemo } from '../src/database/seed/demo.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';

describe('servicing demo data: a loan in legal collection and one cleared early', () => {
  let t: TestApp;
  const rowsOf = <T>(sql: string, params: unknown[] = []): Promise<T[]> => t.app.get(DataSource).query(sql, params) as Promise<T[]>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
  }, 300_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it("files lender@'s legal collection on young.pro@'s late loan, moved on to preparing with its fee held", async () => {
    const requests = await rowsOf<{ status: string; fee_state: string; court_fee: number; borrower: string }>(
      `SELECT r.status, r.fee_state, r.court_fee, b.email_normalized AS borrower
         FROM legal_collection_requests r
         JOIN users u ON u.id = r.user_id
         JOIN legal_collection_investments c ON c.request_id = r.id
         JOIN investments i ON i.id = c.investment_id
         JOIN loans l ON l.id = i.loan_id
         JOIN users b ON b.id = l.borrower_id
        WHERE u.email_normalized = 'lender@lendbridge.tw'`,
    );
    expect(requests).toEqual([expect.objectContaining({ status: 'preparing', fee_state: 'held', borrower: 'young.pro@lendbridge.tw' })]);
    expect(requests[0].court_fee).toBeGreaterThan(0);
  });

  it("clears sme.owner@'s loan early: the loan and its investment cleared, no row left open", async () => {
    const [loan] = await rowsOf<{ id: number; status: string }>(
      `SELECT l.id, l.status FROM loans l JOIN users u ON u.id = l.borrower_id WHERE u.email_normalized = 'sme.owner@lendbridge.tw' AND l.disbursed_at IS NOT NULL`,
    );
    expect(loan.status).toBe('cleared');
    const investments = await rowsOf<{ status: string }>(`SELECT status FROM investments WHERE loan_id = $1`, [loan.id]);
    expect(investments.map((row) => row.status)).toEqual(['cleared']);
    const open = await rowsOf<{ open: number }>(
      `SELECT count(*)::int AS open FROM loan_repayments WHERE loan_id = $1 AND status IN ('unpaid', 'partial', 'late')`,
      [loan.id],
    );
    expect(open[0].open).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const count = () => rowsOf(`SELECT (SELECT count(*) FROM legal_collection_requests) AS requests, (SELECT count(*) FROM ledger_transfers) AS transfers`);
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toEqual(before);
  });
});
