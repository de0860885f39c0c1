import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUM_KEYS } from '../account-screens/constants.js';
import {
  LEDGER_SUBJECTS,
  LEDGER_SUBJECT_NAMES,
  TRANSFER_KINDS,
  TRANSFER_KIND_NAMES,
  USER_LEDGER_ACCOUNT_KINDS,
  kindsOfSubject,
  subjectLinkOf,
  subjectOf,
  subjectsOfCategory,
} from './ledger.js';
import type { TransferKindRule } from './ledger.js';

const rules = TRANSFER_KIND_NAMES.map((kind) => [kind, TRANSFER_KINDS[kind] as TransferKindRule] as const);

describe('ledger catalogue', () => {
  it('names a subject exactly on the sides that are a member cash account', () => {
    for (const [kind, rule] of rules) {
      expect({ kind, debit: rule.debitSubject !== undefined }).toEqual({ kind, debit: rule.from === 'user_cash' });
      expect({ kind, credit: rule.creditSubject !== undefined }).toEqual({ kind, credit: rule.to === 'user_cash' });
    }
  });

  it('gives every movement of a locked account its lock type', () => {
    for (const [kind, rule] of rules) {
      const touchesLocked = rule.from === 'user_locked' || rule.to === 'user_locked';
      expect({ kind, lockType: rule.lockType !== undefined }).toEqual({ kind, lockType: touchesLocked });
    }
  });

  it('moves money between two different accounts, same-user kinds only between member accounts', () => {
    for (const [kind, rule] of rules) {
      if (rule.sameUser) {
        expect([...USER_LEDGER_ACCOUNT_KINDS, 'robo']).toContain(rule.from);
        expect([...USER_LEDGER_ACCOUNT_KINDS, 'robo']).toContain(rule.to);
        expect({ kind, same: rule.from === rule.to }).toEqual({ kind, same: false });
      }
    }
  });

  it('uses every subject, and every subject maps back to its kinds', () => {
    for (const subject of LEDGER_SUBJECT_NAMES) {
      const kinds = kindsOfSubject(subject);
      expect({ subject, used: kinds.length > 0 }).toEqual({ subject, used: true });
      for (const { kind, side } of kinds) expect(subjectOf(kind, side)).toBe(subject);
    }
  });

  it('puts every subject in one of the five sums', () => {
    const all = ACCOUNT_SUM_KEYS.flatMap((category) => subjectsOfCategory(category));
    expect([...all].sort()).toEqual([...LEDGER_SUBJECT_NAMES].sort());
  });

  it('links case rows by subject type', () => {
    expect(subjectLinkOf('invest', 'A250101000001', false)).toBe('/investment/A250101000001');
    expect(subjectLinkOf('repayment', 'A250101000001', false)).toBe('/loan/A250101000001');
    expect(subjectLinkOf('repayment', 'G1', true)).toBe('/group-loan/G1');
    expect(subjectLinkOf('deposit', 'A1', false)).toBeNull();
    expect(subjectLinkOf('invest', null, false)).toBeNull();
    expect(LEDGER_SUBJECTS.deposit.chinese_name).toBe('儲值入帳');
  });
});
