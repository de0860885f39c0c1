import { describe, expect, it } from '@jest/globals';
import { HttpException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { CHECKOUT_CART_CHANGED_CODE, CHECKOUT_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from './app-error.js';
import { HttpExceptionFilter } from './http-exception.filter.js';

/** What the filter answers for an exception: the status and the body as it goes out in JSON. */
function render(exception: unknown): { status: number; body: unknown; headers: Record<string, string> } {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
      return response;
    },
    status(code: number) {
      sent.status = code;
      return response;
    },
    json(value: unknown) {
      sent.body = JSON.parse(JSON.stringify(value)) as unknown;
      return response;
    },
  };
  const request = { id: 'request-1', method: 'POST', originalUrl: '/api/v1/orders' };
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  return sent;
}

describe('HttpExceptionFilter', () => {
  const loans = [{ serial: 'A251100000001', amount: 2_000, requested_amount: 5_000, amount_investable: 2_000, updated_at: '2025-11-20T04:00:00.000Z' }];

  it('renders the data an AppError carries beside its code and message', () => {
    expect(render(AppError.withData(409, CHECKOUT_CART_CHANGED_CODE, CHECKOUT_TEXTS.cartChanged, { loans }))).toEqual({
      status: 409,
      body: { statusCode: 409, code: CHECKOUT_CART_CHANGED_CODE, message: CHECKOUT_TEXTS.cartChanged, data: { loans } },
      headers: {},
    });
  });

  it('renders the data of a stored refusal replayed as an HttpException of its answer', () => {
    const refusal = AppError.withData(409, CHECKOUT_CART_CHANGED_CODE, CHECKOUT_TEXTS.cartChanged, { loans });
    expect(render(new HttpException(refusal.getResponse(), refusal.getStatus()))).toEqual(render(refusal));
  });

  it('leaves data out of an answer without it, and keeps the field errors', () => {
    expect(render(AppError.field('amount', MESSAGES.unknownField))).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: MESSAGES.unknownField, errors: { amount: MESSAGES.unknownField } },
      headers: {},
    });
  });

  it('sends the seconds to wait in the body and as Retry-After, also when a stored refusal is replayed', () => {
    const refusal = AppError.tooManyRequests(MESSAGES.tooManyAttempts, 'CODE_COOLDOWN', 42);
    const expected = {
      status: 429,
      body: { statusCode: 429, code: 'CODE_COOLDOWN', message: MESSAGES.tooManyAttempts, retryAfter: 42 },
      headers: { 'Retry-After': '42' },
    };
    expect(render(refusal)).toEqual(expected);
    expect(render(new HttpException(refusal.getResponse(), refusal.getStatus()))).toEqual(expected);
  });
});
