import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';

type Path = readonly PropertyKey[];

const startsWith = (path: Path | undefined, prefix: Path): boolean =>
  path !== undefined && prefix.every((key, index) => path[index] === key);

/**
 * For object-level refinements: run once the object itself parsed and the named fields have
 * no issue of their own, even when other fields failed, so a form sees every error at once.
 */
export const whenFieldsValid =
  (...fields: readonly string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !fields.some((field) =>
      payload.issues.some((issue) => startsWith(issue.path, field.split('.'))),
    );

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }): void;
}

/** Adds MESSAGES.notEqual on the confirmation field when the two values differ. */
export const checkEqual = (
  ctx: IssueSink,
  value: unknown,
  confirmation: unknown,
  confirmationPath: string,
): void => {
  if (value !== confirmation) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.notEqual,
      path: confirmationPath.split('.'),
      input: confirmation,
    });
  }
};

const isFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * A group of fields required as a whole: once any part is filled, each missing part gets
 * its required message.
 */
export const checkRequiredTogether = (
  ctx: IssueSink,
  values: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
  basePath: readonly string[] = [],
): void => {
  const keys = Object.keys(labels);
  if (!keys.some((key) => isFilled(values[key]))) return;
  for (const key of keys) {
    if (!isFilled(values[key])) {
      ctx.addIssue({
        code: 'custom',
        message: requiredField(labels[key] ?? key),
        path: [...basePath, key],
      });
    }
  }
};

/** Adds the required message at a path. */
export const addRequired = (ctx: IssueSink, path: string, label: string): void => {
  ctx.addIssue({ code: 'custom', message: requiredField(label), path: path.split('.') });
};

/** For a list: each item once; every repeat gets `message` at its index. */
export const checkEachOnce =
  (message: string) =>
  (items: readonly unknown[], ctx: IssueSink): void => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item)) ctx.addIssue({ code: 'custom', message, path: [index], input: item });
      seen.add(item);
    });
  };
