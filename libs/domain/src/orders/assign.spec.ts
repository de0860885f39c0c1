import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  checkoutConfirmationFlags,
  checkoutRemoveLabel,
  placeOrderAssignQuerySchema,
  placeOrderAssignSchema,
  placeOrderAssignSomeSchema,
  placeOrderUnassignPath,
} from './assign.js';
import { ORDER_LOANS_MAX } from './constants.js';
import { ORDER_TEXTS } from './texts.js';

const errorsOf = (schema: typeof placeOrderAssignSchema | typeof placeOrderAssignSomeSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('assign body', () => {
  it('takes serials to amounts, as numbers or digit strings', () => {
    expect(placeOrderAssignSchema.parse({ assignData: { A1: 3000, A2: '2000' } })).toEqual({ assignData: { A1: 3000, A2: 2000 } });
  });

  it('applies the cart amount rules under assignData.{serial}', () => {
    const errors = errorsOf(placeOrderAssignSchema, { assignData: { A1: 1500, A2: 0, A3: 'abc' } });
    expect(errors).toEqual({
      'assignData.A1': '投資金額須以 1,000 元為單位',
      'assignData.A2': '投資金額至少 1,000 元',
      'assignData.A3': '請填入正確金額',
    });
  });

  it('needs one to fifty loans and refuses unknown fields', () => {
    expect(errorsOf(placeOrderAssignSchema, {}).assignData).toBe(ORDER_TEXTS.loansRequired);
    expect(errorsOf(placeOrderAssignSchema, { assignData: {} }).assignData).toBe(ORDER_TEXTS.loansRequired);
    const many = Object.fromEntries(Array.from({ length: ORDER_LOANS_MAX + 1 }, (_, index) => [`A${index}`, 1000]));
    expect(errorsOf(placeOrderAssignSchema, { assignData: many }).assignData).toBe(ORDER_TEXTS.loansMax);
    expect(errorsOf(placeOrderAssignSchema, { assignData: { ['A'.repeat(21)]: 1000 } })[`assignData.${'A'.repeat(21)}`]).toBe(ORDER_TEXTS.loanNotFound);
    expect(errorsOf(placeOrderAssignSchema, { assignData: { A1: 1000 }, loans: [] }).loans).toBe('不允許的欄位');
  });
});

describe('assign-some body and query', () => {
  it('takes one to fifty distinct serials', () => {
    expect(placeOrderAssignSomeSchema.parse({ serials: [' A1 ', 'A2'] })).toEqual({ serials: ['A1', 'A2'] });
    expect(errorsOf(placeOrderAssignSomeSchema, { serials: [] }).serials).toBe(ORDER_TEXTS.loansRequired);
    expect(errorsOf(placeOrderAssignSomeSchema, {}).serials).toBe(ORDER_TEXTS.loansRequired);
    expect(errorsOf(placeOrderAssignSomeSchema, { serials: ['A1', 'A1'] })['serials.1']).toBe(ORDER_TEXTS.duplicateLoan);
    const many = Array.from({ length: ORDER_LOANS_MAX + 1 }, (_, index) => `A${index}`);
    expect(errorsOf(placeOrderAssignSomeSchema, { serials: many }).serials).toBe(ORDER_TEXTS.loansMax);
  });

  it('reads test=1 as the assign test and refuses other values', () => {
    expect(placeOrderAssignQuerySchema.parse({})).toEqual({ test: false });
    expect(placeOrderAssignQuerySchema.parse({ test: '1' })).toEqual({ test: true });
    expect(placeOrderAssignQuerySchema.parse({ test: '0' })).toEqual({ test: false });
    expect(placeOrderAssignQuerySchema.safeParse({ test: 'yes' }).success).toBe(false);
  });
});

describe('assignment answers', () => {
  const line = { amount: 1000, app_type: 'credit', pgr: '80.00', is_student_loan: false };

  it('flags each confirmation some ordered loan calls for, leaving out loans lowered to nothing', () => {
    expect(checkoutConfirmationFlags([line])).toEqual({ no_protection: false, student_project: false, collateral: false });
    expect(checkoutConfirmationFlags([line, { ...line, pgr: '0.00' }, { ...line, app_type: 'realty', amount: 0 }])).toEqual({
      no_protection: true,
      student_project: false,
      collateral: false,
    });
    expect(checkoutConfirmationFlags([{ ...line, is_student_loan: true }]).student_project).toBe(true);
  });

  it('names the unassign path and the remove button by serial', () => {
    expect(placeOrderUnassignPath('A1/2')).toBe('/api/market-place/place-order/unassign/A1%2F2');
    expect(checkoutRemoveLabel('A1')).toBe('移除 A1');
  });
});
