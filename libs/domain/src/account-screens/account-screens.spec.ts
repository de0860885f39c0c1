import { describe, expect, it } from 'vitest';
import { parseIsoDate, shiftIsoDate } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import {
  defaultStatementWindow,
  depositFormSchema,
  depositRejectFormSchema,
  MANUAL_DEPOSIT_MAX,
  showsRoboStableLink,
  statementFileName,
  statementMonths,
  statementRowLink,
  statementSubjectValues,
  statementSubjects,
  subjectDetailUrl,
  visibleReminders,
  withdrawDetailUrl,
  withdrawDialogSchema,
  withdrawalRejectFormSchema,
} from './index.js';

const reminder = (date: string) => ({ date, subject: '還款', amount: 100 });

describe('visibleReminders', () => {
  const today = '2025-11-20';

  it('shows two upcoming reminders when none is due', () => {
    const shown = visibleReminders([reminder('2025-12-05'), reminder('2025-11-25'), reminder('2025-12-20')], today);
    expect(shown.map((item) => item.date)).toEqual(['2025-11-25', '2025-12-05']);
  });

  it('shows every due reminder, up to five, earliest first', () => {
    const dates = ['2025-11-01', '2025-11-05', '2025-11-10', '2025-11-20', '2025-11-02', '2025-11-19', '2025-12-01'];
    const shown = visibleReminders(dates.map(reminder), today);
    expect(shown.map((item) => item.date)).toEqual(['2025-11-01', '2025-11-02', '2025-11-05', '2025-11-10', '2025-11-19']);
  });

  it('shows three when three are due, and fewer than two only when there are fewer', () => {
    const three = ['2025-11-01', '2025-11-02', '2025-11-03', '2025-12-01'].map(reminder);
    expect(visibleReminders(three, today)).toHaveLength(3);
    expect(visibleReminders([reminder('2025-12-01')], today)).toHaveLength(1);
    expect(visibleReminders([], today)).toEqual([]);
  });

  it('reads timestamps and slashed dates by their day', () => {
    const shown = visibleReminders([reminder('2025/11/20'), reminder('2025-11-21T01:00:00Z'), reminder('2025-11-19T23:00:00Z')], today);
    expect(shown.map((item) => item.date)).toEqual(['2025-11-19T23:00:00Z', '2025/11/20']);
  });
});

describe('dates of the statement lists', () => {
  it('defaults to the last 90 days in Taiwan', () => {
    expect(defaultStatementWindow(new Date('2025-11-19T16:30:00Z'))).toEqual({
      start_date: '2025-08-22',
      end_date: '2025-11-20',
    });
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025/01/01')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(shiftIsoDate('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('offers this month and the months before it', () => {
    expect(statementMonths(new Date('2025-01-31T20:00:00Z'), 3)).toEqual(['2025-02', '2025-01', '2024-12']);
  });
});

describe('statementFileName', () => {
  const now = new Date(1_763_600_000_000);

  it('reads filename* first, then filename', () => {
    expect(statementFileName("attachment; filename=\"a.xls\"; filename*=UTF-8''%E5%B0%8D%E5%B8%B3%E5%96%AE.xls", now)).toBe('對帳單.xls');
    expect(statementFileName('attachment; filename="lnb_2025-11.xls"', now)).toBe('lnb_2025-11.xls');
    expect(statementFileName('attachment; filename=plain.xls', now)).toBe('plain.xls');
  });

  it('defaults to lnb_{timestamp}.xls and drops path separators', () => {
    expect(statementFileName(null, now)).toBe('lnb_1763600000000.xls');
    expect(statementFileName('attachment', now)).toBe('lnb_1763600000000.xls');
    expect(statementFileName('attachment; filename="../x.xls"', now)).toBe('..x.xls');
  });
});

describe('subject filter', () => {
  const attributes = {
    transferIn: [{ value: 'deposit', label: '入金' }],
    paidPrinciple: [{ value: 'invest', label: '出借' }],
    paidRepayment: [],
    receiveIncome: [
      { value: 'interest', label: '利息' },
      { value: 'principal', label: '本金' },
    ],
    transferOut: [{ value: 'withdraw', label: '提領' }],
  };

  it('accepts categories with subjects and their subjects, never transferOut', () => {
    expect(statementSubjectValues(attributes)).toEqual([
      'transferIn',
      'deposit',
      'paidPrinciple',
      'invest',
      'receiveIncome',
      'interest',
      'principal',
    ]);
  });

  it('sends a category as its subjects, one subject alone, nothing for all', () => {
    expect(statementSubjects('receiveIncome', attributes)).toEqual(['interest', 'principal']);
    expect(statementSubjects('invest', attributes)).toEqual(['invest']);
    expect(statementSubjects('withdraw', attributes)).toEqual([]);
    expect(statementSubjects('', attributes)).toEqual([]);
    expect(statementSubjects(undefined, attributes)).toEqual([]);
  });
});

describe('links', () => {
  it('carry local_nav_active', () => {
    expect(subjectDetailUrl()).toBe('/account/lnb-transaction/subject-detail?local_nav_active=lnb-transaction');
    expect(subjectDetailUrl('transferIn')).toBe(
      '/account/lnb-transaction/subject-detail?subject=transferIn&local_nav_active=lnb-transaction',
    );
    expect(withdrawDetailUrl()).toBe('/account/lnb-transaction/withdraw-detail?local_nav_active=lnb-transaction');
  });

  it('follow only case pages', () => {
    expect(statementRowLink('/investment/A123')).toBe('/investment/A123');
    expect(statementRowLink('/group-loan/G-1')).toBe('/group-loan/G-1');
    expect(statementRowLink('https://example.com/loan/1')).toBeNull();
    expect(statementRowLink('/member/bank')).toBeNull();
    expect(statementRowLink(null)).toBeNull();
  });

  it('show the robo stable link from 50,000 available', () => {
    expect(showsRoboStableLink(49_999)).toBe(false);
    expect(showsRoboStableLink(50_000)).toBe(true);
  });
});

describe('forms', () => {
  it('withdraws 1 up to the withdrawable amount with a password', () => {
    const schema = withdrawDialogSchema(5000);
    expect(schema.parse({ amount: '5000', password: 'secret1' })).toEqual({ amount: 5000, password: 'secret1' });
    const tooMuch = schema.safeParse({ amount: '5001', password: 'secret1' });
    expect(tooMuch.error?.issues[0]?.message).toBe('提領金額須介於 1 到 5000 之間');
    const noPassword = schema.safeParse({ amount: '10', password: '' });
    expect(noPassword.error?.issues[0]?.message).toBe(MESSAGES.passwordPrompt);
    expect(schema.safeParse({ amount: '1.5', password: 'x' }).error?.issues[0]?.message).toBe(MESSAGES.integer);
  });

  it('deposits to exactly one of member serial and virtual account', () => {
    expect(depositFormSchema.parse({ member_serial: ' M000007 ', virtual_account: '', amount: 1000, note: ' 臨櫃匯款 ' })).toEqual({
      member_serial: 'M000007',
      amount: 1000,
      note: '臨櫃匯款',
    });
    expect(depositFormSchema.parse({ member_serial: null, virtual_account: '9990000000001234', amount: '500', note: '臨櫃' })).toEqual({
      virtual_account: '9990000000001234',
      amount: 500,
      note: '臨櫃',
    });
    const both = depositFormSchema.safeParse({ member_serial: 'M1', virtual_account: '9990000000001234', amount: 1, note: '臨櫃' });
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['member_serial', MESSAGES.chooseOne],
      ['virtual_account', MESSAGES.chooseOne],
    ]);
    expect(depositFormSchema.safeParse({ member_serial: 'M1', amount: 0, note: '臨櫃' }).success).toBe(false);
  });

  it('asks a manual deposit for its reason and bounds its amount', () => {
    for (const note of [undefined, null, '', '  ']) {
      const missing = depositFormSchema.safeParse({ member_serial: 'M1', amount: 1000, note });
      expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['note', '入金原因為必填']]);
    }
    expect(depositFormSchema.parse({ member_serial: 'M1', amount: MANUAL_DEPOSIT_MAX, note: '臨櫃' }).amount).toBe(MANUAL_DEPOSIT_MAX);
    const above = depositFormSchema.safeParse({ member_serial: 'M1', amount: MANUAL_DEPOSIT_MAX + 1, note: '臨櫃' });
    expect(above.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount']);
    expect(depositFormSchema.safeParse({ member_serial: 'M1', amount: 99_999_999_999_999, note: '臨櫃' }).success).toBe(false);
    expect(depositRejectFormSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe('駁回原因為必填');
  });

  it('refuses a withdrawal only with a reason', () => {
    expect(withdrawalRejectFormSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe('退回原因為必填');
    expect(withdrawalRejectFormSchema.parse({ reason: '帳戶名稱不符' })).toEqual({ reason: '帳戶名稱不符' });
  });
});
