import type { z } from 'zod';

/** A react-admin input validator from a zod schema of the shared domain rules: the first issue's message. */
export const zodValidator =
  (schema: z.ZodType) =>
  (value: unknown): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
