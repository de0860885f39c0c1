import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CONTACT_ATTACHMENT_MAX_BYTES,
  CREDIT_BUREAU_PLUS_CODES,
  DTI_VALUES,
  EMAIL_SUGGESTION_DOMAINS,
  LOAN_PERIODS,
  QUESTIONNAIRE_CREDIT_LINE_LEVELS,
  QUESTIONNAIRE_LEVEL_RATES,
  UPLOAD_DOCUMENT_MIME_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MIME_TYPES,
} from './index.js';

describe('constants', () => {
  it('upload limits', () => {
    expect(UPLOAD_IMAGE_MAX_BYTES).toBe(8_388_608);
    expect(CONTACT_ATTACHMENT_MAX_BYTES).toBe(10_485_760);
    expect(UPLOAD_IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png']);
    expect(UPLOAD_DOCUMENT_MIME_TYPES).toHaveLength(7);
  });

  it('business tables', () => {
    expect(LOAN_PERIODS).toEqual([12, 18, 24, 36, 48, 60, 72, 84]);
    expect(BREAKPOINTS).toEqual({ sm: 768, md: 992, lg: 1200 });
    expect(CREDIT_BUREAU_PLUS_CODES).toHaveLength(7);
    expect(Object.values(DTI_VALUES)).toEqual([0.2, 0.3, 0.5, 0.6, 0.8]);
    expect(QUESTIONNAIRE_CREDIT_LINE_LEVELS).toEqual({ A: 'A2', B: 'B2', C: 'C3' });
    expect(QUESTIONNAIRE_LEVEL_RATES.B).toEqual({ min: 6.4, max: 8 });
  });

  it('offers 10 distinct e-mail providers', () => {
    expect(new Set(EMAIL_SUGGESTION_DOMAINS).size).toBe(10);
  });
});
