import { pickFormFields, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { z } from 'zod';

/** A react-admin input validator from a zod schema of the shared domain rules: the first issue's message. */
export const zodValidator =
  (schema: z.ZodType) =>
  (value: unknown): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

type FormValues = Record<string, unknown>;

/** Dotted field errors ('settings.ad_href') nested as the form's values are, as react-hook-form reads them. */
export const nestErrors = (errors: Readonly<Record<string, string>>): FormValues => {
  const nested: FormValues = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let level = nested;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        level[key] ??= message;
        return;
      }
      const next = level[key];
      if (typeof next === 'object' && next !== null) level = next as FormValues;
      else {
        const created: FormValues = {};
        level[key] = created;
        level = created;
      }
    });
  }
  return nested;
};

/**
 * A react-admin form's validate and transform from a schema of the shared rules: the form's own
 * fields (a record also carries read-only ones) checked by the schema with its Chinese messages,
 * and sent as the schema reads them.
 */
export const schemaForm = (schema: z.ZodType, fields: readonly string[]) => {
  const parse = (values: FormValues) => schema.safeParse(pickFormFields(values, fields));
  return {
    validate: (values: FormValues): FormValues => {
      const parsed = parse(values);
      return parsed.success ? {} : nestErrors(zodIssuesToFieldErrors(parsed.error));
    },
    transform: (values: FormValues): unknown => {
      const parsed = parse(values);
      return parsed.success ? parsed.data : pickFormFields(values, fields);
    },
  };
};
