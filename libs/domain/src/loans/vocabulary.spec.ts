import { describe, expect, it } from 'vitest';
import { optionLabel, optionValues } from '../options/index.js';
import {
  ID_CARD_ISSUE_SITE_CITIES,
  LOAN_APPLICATION_STATUSES,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_APP_TYPES,
  LOAN_APP_TYPE_LABELS,
  LOAN_MARKET_STATUS_OPEN,
  LOAN_PURPOSE_GROUPS,
  LOAN_STATUSES,
  LOAN_STATUS_LABELS,
  PAWN_COLLATERAL_CATEGORIES,
  PRINCIPAL_REPAYMENT_TYPES,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  canMoveApplication,
  canMoveLoan,
  creditCardBankOptions,
  idCardIssueDays,
  idCardIssueMonths,
  idCardIssueSitesByCity,
  idCardIssueYears,
  isApplicationEditable,
  isBoutiqueCollateral,
  isLoanOpenForInvesting,
  loanPurposeGroupOptions,
  needsExCompany,
  pawnCollateralCategory,
  toRocYear,
} from './vocabulary.js';

describe('loan vocabulary', () => {
  it('lists the application types', () => {
    expect(LOAN_APP_TYPES).toEqual([
      'credit',
      'student',
      'sme',
      'farmer',
      'pawn_project',
      'realty',
      'corporate',
      'guarantor',
      'other',
      'ntu',
    ]);
    expect(LOAN_APP_TYPE_LABELS.student).toBe('學生貸款');
    expect(optionLabel('loan_app_type', 'corporate')).toBe('企業貸款');
  });

  it('labels the application statuses', () => {
    expect(LOAN_APPLICATION_STATUSES).toEqual([
      'prepare',
      'submitted',
      'reviewing',
      'approved',
      'rejected',
    ]);
    expect(LOAN_APPLICATION_STATUS_LABELS).toEqual({
      prepare: '填寫中',
      submitted: '已送出',
      reviewing: '審核中',
      approved: '已核准',
      rejected: '未核准',
    });
  });

  it('labels every loan status, with the spec texts where given', () => {
    expect(LOAN_STATUSES).toEqual([
      'rate_confirming',
      'matching',
      'funded',
      'cancelled',
      'expired',
      'repaying',
      'overdue',
      'legal_collection',
      'finished',
      'cleared',
    ]);
    expect(LOAN_STATUS_LABELS.rate_confirming).toBe('待確認利率');
    expect(LOAN_STATUS_LABELS.matching).toBe('媒合中');
    expect(LOAN_STATUS_LABELS.finished).toBe('已結清');
    for (const status of LOAN_STATUSES) expect(LOAN_STATUS_LABELS[status]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names the repayment types and the open market status', () => {
    expect(PRINCIPAL_REPAYMENT_TYPES).toEqual(['equal_installment', 'equal_principal']);
    expect(PRINCIPAL_REPAYMENT_TYPE_LABELS).toEqual({
      equal_installment: '本息平均攤還',
      equal_principal: '本金平均攤還',
    });
    expect(LOAN_MARKET_STATUS_OPEN).toBe('primary_unfinished');
    expect(isLoanOpenForInvesting('matching')).toBe(true);
    expect(isLoanOpenForInvesting('funded')).toBe(false);
  });

  it('moves applications and loans only along the loan life', () => {
    expect(isApplicationEditable('prepare')).toBe(true);
    expect(isApplicationEditable('submitted')).toBe(false);
    expect(canMoveApplication('prepare', 'submitted')).toBe(true);
    expect(canMoveApplication('reviewing', 'approved')).toBe(true);
    expect(canMoveApplication('prepare', 'approved')).toBe(false);
    expect(canMoveApplication('rejected', 'reviewing')).toBe(false);
    expect(canMoveLoan('rate_confirming', 'matching')).toBe(true);
    expect(canMoveLoan('matching', 'expired')).toBe(true);
    expect(canMoveLoan('repaying', 'overdue')).toBe(true);
    expect(canMoveLoan('overdue', 'legal_collection')).toBe(true);
    expect(canMoveLoan('matching', 'repaying')).toBe(false);
    expect(canMoveLoan('finished', 'repaying')).toBe(false);
  });

  it('puts every purpose in exactly one group, guarantor only for guarantor applications', () => {
    const grouped = Object.values(LOAN_PURPOSE_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...optionValues('loan_purpose')].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    const credit = loanPurposeGroupOptions('credit');
    expect(credit.map((group) => group.label)).toEqual([
      '個人消費',
      '學業進修',
      '債務整合',
      '創業與營運',
      '其他用途',
    ]);
    expect(credit.flatMap((group) => group.purposes).map((p) => p.value)).not.toContain('guarantor');
    const guarantor = loanPurposeGroupOptions('guarantor');
    expect(guarantor.at(-1)?.purposes).toContainEqual({ value: 'guarantor', label: '擔任保證人' });
    expect(credit[0]?.purposes[0]).toEqual({ value: 'wedding', label: '結婚' });
  });

  it('sorts pawn collateral into categories', () => {
    expect(PAWN_COLLATERAL_CATEGORIES).toEqual({
      boutique: ['watch', 'bag', 'jewelry'],
      vehicle: ['motorcycle', 'car'],
      gold: ['gold'],
      house: ['house'],
    });
    expect(pawnCollateralCategory('bag')).toBe('boutique');
    expect(pawnCollateralCategory('car')).toBe('vehicle');
    expect(pawnCollateralCategory('gold')).toBe('gold');
    expect(isBoutiqueCollateral('jewelry')).toBe(true);
    expect(isBoutiqueCollateral('motorcycle')).toBe(false);
  });

  it('asks for the previous employer under one year of seniority or without one', () => {
    expect(needsExCompany(undefined)).toBe(true);
    expect(needsExCompany('')).toBe(true);
    expect(needsExCompany('under_3_months')).toBe(true);
    expect(needsExCompany('6_to_12_months')).toBe(true);
    expect(needsExCompany('1_to_2_years')).toBe(false);
  });

  it('offers the ID-card selections', () => {
    expect(toRocYear(2024)).toBe(113);
    const years = idCardIssueYears(new Date('2024-12-31T20:00:00Z'));
    expect(years[0]).toBe('114');
    expect(years.at(-1)).toBe('94');
    expect(idCardIssueMonths()).toHaveLength(12);
    expect(idCardIssueDays(113, 2)).toHaveLength(29);
    expect(idCardIssueDays('112', '02')).toHaveLength(28);
    expect(optionValues('id_card_apply_reason').map((v) => optionLabel('id_card_apply_reason', v))).toEqual([
      '初發',
      '補發',
      '換發',
    ]);
  });

  it('groups every issue site under a city', () => {
    expect(Object.keys(ID_CARD_ISSUE_SITE_CITIES).sort()).toEqual(
      [...optionValues('id_card_issue_site')].sort(),
    );
    const newTaipei = idCardIssueSitesByCity().find((group) => group.city === '新北市');
    expect(newTaipei?.sites).toEqual([
      { value: '65000', label: '新北市' },
      { value: '10001', label: '北縣' },
    ]);
  });

  it('turns bank codes into credit-card bank options', () => {
    expect(creditCardBankOptions([{ code: '812', name: '台新銀行' }])).toEqual([
      { value: '812', label: '812 台新銀行' },
    ]);
  });
});
