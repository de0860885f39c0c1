import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_IDENTITY,
  GOOD_CREDIT_AMOUNT_DEFAULT_TEN_THOUSAND,
  GOOD_CREDIT_DEFAULT_TERM,
  GOOD_CREDIT_TERMS,
  goodCreditQuote,
  homeIdentityOf,
  homePopupEntry,
  isPopupDismissed,
  parsePopupDismissal,
  popupDismissalOf,
  pressPostPath,
  shouldOpenPopup,
} from './index.js';

const NOW = new Date('2026-11-28T04:00:00.000Z');
const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS);

const PROPERTIES = { popup_size: 'md', hide_header: false, hide_footer: false, pass_lnb_source: false, pass_mobile: false, cache: true, cache_days: 3 } as const;
const POPUP = { id: 7, properties: PROPERTIES };
const VISIT = { landed: true, sourced: false, narrowScreen: false };

describe('the homepage identity', () => {
  it('takes lender or borrower from the query and defaults to lender', () => {
    expect(homeIdentityOf('borrower')).toBe('borrower');
    expect(homeIdentityOf('lender')).toBe('lender');
    for (const value of [null, undefined, '', 'BORROWER', 'admin', 'borrower\0']) expect(homeIdentityOf(value)).toBe(DEFAULT_HOME_IDENTITY);
    expect(DEFAULT_HOME_IDENTITY).toBe('lender');
  });
});

describe('the homepage entries', () => {
  it('takes the first popup entry in the server order and links press posts to their CMS page', () => {
    const entries = [
      { id: 1, category: 'carousel' },
      { id: 2, category: 'popup' },
      { id: 3, category: 'popup' },
    ] as const;
    expect(homePopupEntry(entries)?.id).toBe(2);
    expect(homePopupEntry([{ id: 1, category: 'jumbotron' }])).toBeUndefined();
    expect(pressPostPath(12)).toBe('/cms/post-press/12');
  });
});

describe('the auto-popup memory', () => {
  it('remembers a dismissal for cache_days days when cache is on', () => {
    const dismissal = popupDismissalOf(POPUP, NOW);
    expect(dismissal).toEqual({ id: 7, until: '2026-12-01T04:00:00.000Z' });
    expect(isPopupDismissed(dismissal, 7, at(72 - 1))).toBe(true);
    expect(isPopupDismissed(dismissal, 7, at(72))).toBe(false);
    expect(shouldOpenPopup(POPUP, VISIT, dismissal, at(1))).toBe(false);
    expect(shouldOpenPopup(POPUP, VISIT, dismissal, at(73))).toBe(true);
  });

  it('remembers nothing with cache off or 0 days, and a dismissal closes only its own popup', () => {
    expect(popupDismissalOf({ id: 7, properties: { ...PROPERTIES, cache: false } }, NOW)).toBeNull();
    expect(popupDismissalOf({ id: 7, properties: { ...PROPERTIES, cache_days: 0 } }, NOW)).toBeNull();
    const dismissal = popupDismissalOf(POPUP, NOW);
    expect(isPopupDismissed(dismissal, 8, at(1))).toBe(false);
    expect(isPopupDismissed(null, 7, at(1))).toBe(false);
  });

  it('reads back only a well-formed stored dismissal', () => {
    expect(parsePopupDismissal(JSON.stringify({ id: 7, until: '2026-12-01T04:00:00.000Z' }))).toEqual({ id: 7, until: '2026-12-01T04:00:00.000Z' });
    for (const stored of [null, '', '{', 'null', '[]', '{"id":"7","until":"x"}', '{"id":1.5,"until":"x"}', '{"id":7}']) expect(parsePopupDismissal(stored)).toBeNull();
    expect(isPopupDismissed({ id: 7, until: 'not a date' }, 7, NOW)).toBe(false);
  });

  it('opens only on landing, and skips on a phone with pass_mobile and on a campaign-sourced visit with pass_lnb_source', () => {
    const both = { id: 7, properties: { ...PROPERTIES, pass_mobile: true, pass_lnb_source: true } };
    expect(shouldOpenPopup(both, VISIT, null, NOW)).toBe(true);
    expect(shouldOpenPopup(POPUP, { ...VISIT, landed: false }, null, NOW)).toBe(false);
    expect(shouldOpenPopup(both, { ...VISIT, narrowScreen: true }, null, NOW)).toBe(false);
    expect(shouldOpenPopup(both, { ...VISIT, sourced: true }, null, NOW)).toBe(false);
    expect(shouldOpenPopup(POPUP, { landed: true, sourced: true, narrowScreen: true }, null, NOW)).toBe(true);
  });
});

describe('the good-credit calculator', () => {
  it('defaults to 30 ten-thousands over 48 months among the spec terms', () => {
    expect(GOOD_CREDIT_AMOUNT_DEFAULT_TEN_THOUSAND).toBe(30);
    expect(GOOD_CREDIT_TERMS).toEqual([18, 24, 30, 36, 48, 60, 72, 84]);
    expect(GOOD_CREDIT_DEFAULT_TERM).toBe(48);
  });

  it('charges 12 % for the first half and re-spreads the balance at 11 % for the second half, in whole NT$', () => {
    // 300,000 at 1 % a month over 48 months: 3,000 / (1 − 1.01^−48) = 7,900.15.
    expect(goodCreditQuote(30, 48)).toEqual({
      principal: 300_000,
      term: 48,
      firstHalfPayment: 7_900,
      secondHalfPayment: 7_822,
      totalInterest: 77_335,
      baseInterest: 79_211,
      savedInterest: 1_876,
    });
  });

  it('gives whole NT$ figures that repay the principal exactly for every term', () => {
    for (const term of GOOD_CREDIT_TERMS) {
      const quote = goodCreditQuote(30, term);
      for (const figure of [quote.firstHalfPayment, quote.secondHalfPayment, quote.totalInterest, quote.baseInterest]) expect(Number.isSafeInteger(figure)).toBe(true);
      expect(quote.secondHalfPayment).toBeLessThan(quote.firstHalfPayment);
      expect(quote.savedInterest).toBeGreaterThan(0);
    }
  });

  it('refuses an amount or term outside the calculator', () => {
    for (const amount of [0, -1, 1.5, Number.NaN, 10_001]) expect(() => goodCreditQuote(amount, 48)).toThrow(RangeError);
    expect(() => goodCreditQuote(30, 12 as 18)).toThrow(RangeError);
  });
});
