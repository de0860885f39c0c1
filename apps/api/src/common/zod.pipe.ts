import { Body } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { toJSONSchema } from 'zod';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '@lendbridge/domain';
import { AppError } from './app-error.js';
import { inputProblem } from './request-input.js';

/** Validates a body or query against a libs/domain schema; unknown fields are refused by the strict schemas. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    // Multipart fields are parsed by the route, after the request input guard: check them here too.
    const problem = inputProblem(value);
    if (problem) throw problem;
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw AppError.validation(zodIssuesToFieldErrors(result.error));
    return result.data;
  }
}

export function zodPipe<S extends z.ZodType>(schema: S): ZodPipe<S> {
  return new ZodPipe(schema);
}

type OpenApiSchema = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'];

/**
 * The request body, validated by a libs/domain schema, and documented in OpenAPI from the same schema
 * (with `example`, a body of the schema's own input type, where given).
 */
export function ValidBody<S extends z.ZodType>(schema: S, example?: z.input<S>): ParameterDecorator {
  const jsonSchema = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as OpenApiSchema;
  const document = ApiBody({ schema: example === undefined ? jsonSchema : { ...jsonSchema, example } });
  const body = Body(zodPipe(schema));
  return (target, key, index) => {
    body(target, key, index);
    if (key !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor) document(target, key, descriptor);
    }
  };
}
