import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';

/** Dotted field path → message, the map the API's error body and the forms share. */
export type FieldErrors = Record<string, string>;

/** Key for errors that belong to the whole payload rather than one field. */
export const ROOT_ERROR_KEY = '_';

const toKey = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? ROOT_ERROR_KEY : path.map((key) => String(key)).join('.');

interface IssueList {
  readonly issues: readonly z.core.$ZodIssue[];
}

/**
 * The first message of each dotted path. Each unknown key gets its own path with
 * MESSAGES.unknownField; issues without a path land under ROOT_ERROR_KEY.
 */
export const zodIssuesToFieldErrors = (error: IssueList): FieldErrors => {
  const errors: FieldErrors = {};
  const add = (key: string, message: string): void => {
    if (!(key in errors)) errors[key] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(toKey([...issue.path, key]), MESSAGES.unknownField);
    } else {
      add(toKey(issue.path), issue.message);
    }
  }
  return errors;
};
