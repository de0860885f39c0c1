import { describe, expect, it } from 'vitest';
import { attributesRequestSchema } from './attributes.js';
import { zodIssuesToFieldErrors } from './field-errors.js';

const errorsOf = (input: unknown): Record<string, string> => {
  const result = attributesRequestSchema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('attributesRequestSchema', () => {
  it('takes attribute names with optional contexts', () => {
    const body = {
      'address.city': {},
      'address.district': { city: '臺北市' },
      'loan.application_period': null,
      'loan.application_type': undefined,
    };
    expect(attributesRequestSchema.parse(body)).toEqual(body);
    expect(attributesRequestSchema.parse({})).toEqual({});
  });

  it('refuses malformed names and contexts', () => {
    expect(errorsOf({ 'Address.City': {} })).toEqual({ 'Address.City': '不是有效的屬性名稱' });
    expect(errorsOf({ 'address.district': 'city' })).toEqual({ 'address.district': '格式不正確' });
    expect(errorsOf({ 'address.district': { city: { nested: true } } })).toEqual({
      'address.district.city': '格式不正確',
    });
  });

  it('refuses a non-object body and too many names', () => {
    expect(errorsOf(['address.city'])).toEqual({ _: '格式不正確' });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}`, {}]));
    expect(errorsOf(many)).toEqual({ _: '屬性最多 50 項' });
  });
});
