import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCK_TYPE_LABELS, TRANSFER_KINDS } from '../account/ledger.js';
import {
  LEGAL_COLLECTION_AGREEMENT_COUNT,
  LEGAL_COLLECTION_MIN_LATE_DAYS,
  LEGAL_COLLECTION_PROGRESS_STATUSES,
  LEGAL_COLLECTION_STATUSES,
  legalCollectionReportPath,
} from './constants.js';
import { courtFeeOf } from './court-fee.js';
import {
  isLateEnoughForLegalCollection,
  isLegalCollectionCancellable,
  isLegalCollectionCase,
  isLegalCollectionClosed,
  legalCollectionAgreementsAccepted,
  legalCollectionClaimTotals,
  legalCollectionCourtFeeTotal,
  legalCollectionCourtFeesOf,
  legalCollectionDaysLate,
  legalCollectionFeeCovered,
  legalCollectionProgressOf,
  nextLegalCollectionStatus,
} from './rules.js';
import { emptyLegalCollectionAgreements, legalCollectionAdvanceSchema, legalCollectionStartSchema } from './schemas.js';
import { LEGAL_COLLECTION_AGREEMENTS, LEGAL_COLLECTION_API_TEXTS, LEGAL_COLLECTION_STATUS_LABELS } from './texts.js';

const allAccepted = (): boolean[] => Array.from({ length: LEGAL_COLLECTION_AGREEMENT_COUNT }, () => true);

describe('court fee (Code of Civil Procedure art. 77-13, with the one-tenth surcharge above NT$100,000)', () => {
  it.each([
    [0, 0],
    [1, 1_000],
    [50_000, 1_000],
    [100_000, 1_000],
    [100_001, 1_110],
    [110_000, 1_110],
    [150_000, 1_550],
    [500_000, 5_400],
    [1_000_000, 10_900],
    [1_000_001, 10_999],
    [2_000_000, 20_800],
    [10_000_000, 100_000],
    [100_000_000, 892_000],
    [1_000_000_000, 7_822_000],
    [2_000_000_000, 14_422_000],
  ])('a claim of %i costs %i', (claim, fee) => {
    expect(courtFeeOf(claim)).toBe(fee);
  });

  it('refuses a claim that is not whole NT$', () => {
    expect(() => courtFeeOf(1.5)).toThrow(RangeError);
  });

  it('never falls when the claim grows, and never grows by more than one unit per started NT$10,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000_000 }), fc.integer({ min: 1, max: 10_000 }), (claim, more) => {
        const fee = courtFeeOf(claim);
        const larger = courtFeeOf(claim + more);
        expect(larger).toBeGreaterThanOrEqual(fee);
        expect(larger - fee).toBeLessThanOrEqual(110 * 2);
      }),
    );
  });
});

describe('legal collection rules', () => {
  it('shows the spec progress percentages and none once cancelled', () => {
    expect(LEGAL_COLLECTION_PROGRESS_STATUSES.map((status) => legalCollectionProgressOf(status))).toEqual([4, 20, 20, 36, 52, 68, 84, 100]);
    expect(legalCollectionProgressOf('cancelled')).toBeNull();
  });

  it('advances one stage at a time, to nothing after finished or cancelled', () => {
    expect(nextLegalCollectionStatus('pending')).toBe('preparing');
    expect(nextLegalCollectionStatus('processing')).toBe('received_court_reply');
    expect(nextLegalCollectionStatus('applying_for_court_enforcement')).toBe('finished');
    expect(nextLegalCollectionStatus('finished')).toBeNull();
    expect(nextLegalCollectionStatus('cancelled')).toBeNull();
  });

  it('cancels only pending requests; finished and cancelled ones are closed', () => {
    expect(LEGAL_COLLECTION_STATUSES.filter(isLegalCollectionCancellable)).toEqual(['pending']);
    expect(LEGAL_COLLECTION_STATUSES.filter(isLegalCollectionClosed)).toEqual(['finished', 'cancelled']);
    for (const status of LEGAL_COLLECTION_STATUSES) expect(LEGAL_COLLECTION_STATUS_LABELS[status]).not.toBe('');
  });

  it('counts late days from the first late day and qualifies from the 30th', () => {
    expect(legalCollectionDaysLate('2026-01-11', '2026-01-11')).toBe(1);
    expect(legalCollectionDaysLate('2026-01-11', '2026-02-09')).toBe(30);
    expect(legalCollectionDaysLate('2026-02-11', '2026-02-10')).toBe(0);
    expect(LEGAL_COLLECTION_MIN_LATE_DAYS).toBe(30);
    expect(isLateEnoughForLegalCollection(29)).toBe(false);
    expect(isLateEnoughForLegalCollection(30)).toBe(true);
  });

  it('files a case only when it is late long enough and something is still owed', () => {
    const owed = { remain_principal: 1, remain_interest: 0, remain_penalty: 0 };
    expect(isLegalCollectionCase({ ...owed, late_days: 30 })).toBe(true);
    expect(isLegalCollectionCase({ ...owed, late_days: 29 })).toBe(false);
    expect(isLegalCollectionCase({ remain_principal: 0, remain_interest: 0, remain_penalty: 0, late_days: 90 })).toBe(false);
  });

  it('charges the fee on the principal at least and on the whole claim at most; the prepaid fee sums the maxima', () => {
    const first = { remain_principal: 80_000, remain_interest: 15_000, remain_penalty: 6_000 };
    const second = { remain_principal: 200_000, remain_interest: 0, remain_penalty: 0 };
    expect(legalCollectionCourtFeesOf(first)).toEqual({ min_court_fee: 1_000, max_court_fee: 1_110 });
    expect(legalCollectionCourtFeesOf(second)).toEqual({ min_court_fee: 2_100, max_court_fee: 2_100 });
    const fees = [legalCollectionCourtFeesOf(first), legalCollectionCourtFeesOf(second)];
    expect(legalCollectionCourtFeeTotal(fees)).toBe(3_210);
    expect(legalCollectionFeeCovered(3_210, 3_210)).toBe(true);
    expect(legalCollectionFeeCovered(3_210, 3_209)).toBe(false);
    expect(legalCollectionClaimTotals([first, second])).toEqual({
      remain_principal: 280_000,
      remain_interest: 15_000,
      remain_penalty: 6_000,
      claim_total: 301_000,
    });
  });

  it('needs all seven agreements', () => {
    expect(LEGAL_COLLECTION_AGREEMENTS).toHaveLength(LEGAL_COLLECTION_AGREEMENT_COUNT);
    expect(legalCollectionAgreementsAccepted(allAccepted())).toBe(true);
    expect(legalCollectionAgreementsAccepted(allAccepted().slice(1))).toBe(false);
    expect(legalCollectionAgreementsAccepted(emptyLegalCollectionAgreements())).toBe(false);
  });

  it('opens the report of a request by its id', () => {
    expect(legalCollectionReportPath(12)).toBe('/account/lender/legal-collection/12');
  });
});

describe('legal collection ledger kinds', () => {
  it('holds and releases within the member, and pays the court from the locked money', () => {
    expect(TRANSFER_KINDS.legal_fee_hold).toMatchObject({ from: 'user_cash', to: 'user_locked', sameUser: true, lockType: 'legal', debitSubject: 'legal_fee' });
    expect(TRANSFER_KINDS.legal_fee_release).toMatchObject({ from: 'user_locked', to: 'user_cash', creditSubject: 'legal_fee_refund' });
    expect(TRANSFER_KINDS.legal_fee_payment).toMatchObject({ from: 'user_locked', to: 'bank', lockType: 'legal' });
    expect(LOCK_TYPE_LABELS.legal).toBe('法律催收圈存');
  });
});

describe('legal collection schemas', () => {
  const body = { serials: ['I260101000001'], agreements: allAccepted(), password: 'abc12345' };
  const messagesOf = (input: unknown) => {
    const parsed = legalCollectionStartSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes the cases, the seven ticked agreements, the password and an optional fee', () => {
    expect(legalCollectionStartSchema.parse(body)).toEqual(body);
    expect(legalCollectionStartSchema.parse({ ...body, court_fee: 1_110 }).court_fee).toBe(1_110);
  });

  it('answers the spec messages: 請先選擇案件 and 請先閱讀並勾選同意事項', () => {
    expect(messagesOf({ ...body, serials: [] })).toEqual([`serials: ${LEGAL_COLLECTION_API_TEXTS.casesRequired}`]);
    expect(messagesOf({ ...body, serials: undefined })).toEqual([`serials: ${LEGAL_COLLECTION_API_TEXTS.casesRequired}`]);
    const unticked = allAccepted();
    unticked[6] = false;
    expect(messagesOf({ ...body, agreements: unticked })).toEqual([`agreements: ${LEGAL_COLLECTION_API_TEXTS.agreementsRequired}`]);
    expect(messagesOf({ ...body, agreements: allAccepted().slice(0, 6) })).toEqual([`agreements: ${LEGAL_COLLECTION_API_TEXTS.agreementsRequired}`]);
    expect(messagesOf({ ...body, agreements: undefined })).toEqual([`agreements: ${LEGAL_COLLECTION_API_TEXTS.agreementsRequired}`]);
  });

  it('refuses a case twice, a missing password and unknown fields', () => {
    expect(messagesOf({ ...body, serials: ['A', 'A'] })).toEqual([`serials.1: ${LEGAL_COLLECTION_API_TEXTS.duplicateCase}`]);
    expect(messagesOf({ ...body, password: '' })).toHaveLength(1);
    expect(messagesOf({ ...body, extra: 1 })).toHaveLength(1);
  });

  it('needs a note to advance a request', () => {
    expect(legalCollectionAdvanceSchema.safeParse({ note: '  ' }).success).toBe(false);
    expect(legalCollectionAdvanceSchema.parse({ note: ' 已寄發存證信函 ' })).toEqual({ note: '已寄發存證信函' });
  });
});
