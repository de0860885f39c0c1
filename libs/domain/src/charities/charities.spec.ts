import { describe, expect, it } from 'vitest';
import { orderPlaceSchema } from '../orders/schemas.js';
import { CHARITY_TEXTS, charityFormSchema, invoiceChoiceError, orderInvoiceOf } from './index.js';

const order = { loans: [{ serial: 'F000000001', amount: 1000, updated_at: '2026-11-20T01:00:00Z' }], payment_method: 'balance', contract_accepted: true };

describe('charity form', () => {
  it('takes a name, a 3 to 7 digit donation code, and defaults the rest', () => {
    expect(charityFormSchema.parse({ name: ' 創世基金會 ', donation_code: '919' })).toEqual({
      name: '創世基金會',
      donation_code: '919',
      description: '',
      enabled: true,
      position: 0,
    });
  });

  it('refuses a donation code that is not 3 to 7 digits, and a missing name', () => {
    for (const code of ['12', '12345678', '12a4', '９１９']) {
      const result = charityFormSchema.safeParse({ name: '家扶基金會', donation_code: code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CHARITY_TEXTS.donationCodeFormat);
    }
    expect(charityFormSchema.safeParse({ name: '', donation_code: '8585' }).success).toBe(false);
    expect(charityFormSchema.safeParse({ name: '甲', donation_code: '8585', extra: 1 }).success).toBe(false);
    expect(charityFormSchema.parse({ name: '甲', donation_code: '8585', description: null }).description).toBe('');
  });
});

describe('the invoice of an order', () => {
  it('sends the e-invoice to the member unless the order donates it', () => {
    expect(orderInvoiceOf({})).toEqual({ method: 'return', charityId: null });
    expect(orderInvoiceOf({ invoice_method: 'return', charity_id: 3 })).toEqual({ method: 'return', charityId: null });
    expect(orderInvoiceOf({ invoice_method: 'donate', charity_id: 3 })).toEqual({ method: 'donate', charityId: 3 });
  });

  it('asks for the charity of a donation', () => {
    expect(invoiceChoiceError(orderInvoiceOf({ invoice_method: 'donate' }))).toEqual({ charity_id: CHARITY_TEXTS.charityRequired });
    expect(invoiceChoiceError(orderInvoiceOf({ invoice_method: 'donate', charity_id: 2 }))).toBeNull();
  });

  it('is part of the order placement, which refuses an unknown method or a charity that is not an id', () => {
    expect(orderPlaceSchema.parse({ ...order, invoice_method: 'donate', charity_id: 2 })).toMatchObject({ invoice_method: 'donate', charity_id: 2 });
    expect(orderPlaceSchema.safeParse({ ...order, invoice_method: 'mail' }).success).toBe(false);
    expect(orderPlaceSchema.safeParse({ ...order, invoice_method: 'donate', charity_id: '2' }).success).toBe(false);
    expect(orderPlaceSchema.safeParse({ ...order, invoice_method: 'donate', charity_id: 1.5 }).success).toBe(false);
  });
});
