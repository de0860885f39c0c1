import { HttpError } from 'react-admin';

export interface ErrorDetails {
  message: string;
  errors: Record<string, string>;
  /** The refusal's data (an import's bad rows), when it carries any. */
  data?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message and field errors of a failed call (the body the console's httpClient gives HttpErrors). */
export const errorDetails = (error: unknown): ErrorDetails => {
  const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  if (!(error instanceof HttpError)) return { message, errors: {} };
  const body: unknown = error.body;
  const errors: Record<string, string> = {};
  if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, text] of Object.entries(body.errors)) {
      if (typeof text === 'string') errors[field] = text;
    }
  }
  return isRecord(body) && body.data !== undefined ? { message, errors, data: body.data } : { message, errors };
};
