import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { creditCardRecordFieldsSchema, guarantorConfirmSchema, nameGuarantorSchema } from './requests.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : zodIssuesToFieldErrors(result.error as Parameters<typeof zodIssuesToFieldErrors>[0]);

describe('credit-card record fields', () => {
  it('accepts the text fields without the bill image and refuses unknown ones', () => {
    const valid = { bank: '004', account: '1234567890', card_number: '4111111111111111', amount: '5000' };
    expect(creditCardRecordFieldsSchema.safeParse(valid).success).toBe(true);
    const extra = creditCardRecordFieldsSchema.safeParse({ ...valid, bill_image: 'x' });
    expect(errorsOf(extra)).toEqual({ bill_image: MESSAGES.unknownField });
  });
});

describe('guarantor confirmation', () => {
  it('needs the serial, a valid identity number and a relationship', () => {
    const result = guarantorConfirmSchema.safeParse({ resident_id: 'A123456788', relationship: 'nobody' });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['relationship', 'resident_id', 'serial']);
    expect(nameGuarantorSchema.safeParse({ resident_id: 'A123456789' }).success).toBe(true);
  });
});
