import { describe, expect, it } from 'vitest';
import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_DOCUMENT_KINDS, EXAMPLE_CREDIT_PROFILE } from './examples.js';
import { LOAN_TYPE_RULES } from './loan-types.js';

describe('the example credit application', () => {
  const attachments = Object.fromEntries(
    EXAMPLE_CREDIT_DOCUMENT_KINDS.map((kind) => [kind, ['0b7e3f9c-5a2d-4e1b-8c3f-2d9a6e7b1c40']]),
  );

  it('passes every submit rule of the credit flow', () => {
    const result = LOAN_TYPE_RULES.credit.submitSchema.safeParse({
      application: EXAMPLE_CREDIT_APPLICATION,
      profile: EXAMPLE_CREDIT_PROFILE,
      attachments,
    });
    expect(result.success).toBe(true);
  });

  it('needs each of its documents', () => {
    for (const kind of EXAMPLE_CREDIT_DOCUMENT_KINDS) {
      const { [kind]: _missing, ...rest } = attachments;
      const result = LOAN_TYPE_RULES.credit.submitSchema.safeParse({
        application: EXAMPLE_CREDIT_APPLICATION,
        profile: EXAMPLE_CREDIT_PROFILE,
        attachments: rest,
      });
      expect(result.success).toBe(false);
    }
  });
});
