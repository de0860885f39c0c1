import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '@lendbridge/domain';
import { AppError } from './app-error.js';

/** Validates a body or query against a libs/domain schema; unknown fields are refused by the strict schemas. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw AppError.validation(zodIssuesToFieldErrors(result.error));
    return result.data;
  }
}

export function zodPipe<S extends z.ZodType>(schema: S): ZodPipe<S> {
  return new ZodPipe(schema);
}
