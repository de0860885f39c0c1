import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { listingMapEmbedUrl } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';

describe('health and the shared HTTP contract', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers on the migrated database', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives every response a request id and security headers', async () => {
    const response = await request(t.http).get('/api/health');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("lets the farmer loan's map embed load under the content security policy, and nothing else frame the site in", async () => {
    const response = await request(t.http).get('/api/health');
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources] as const),
    );
    const mapOrigin = new URL(listingMapEmbedUrl({ lat: 23.41, lng: 120.31 })).origin;
    expect(directives.get('frame-src')).toEqual(["'self'", mapOrigin]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await request(t.http).get('/api/health').set('X-Request-Id', 'abc-123-xyz');
    expect(response.headers['x-request-id']).toBe('abc-123-xyz');
  });

  it('answers an unknown API path with the error shape', async () => {
    const response = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(typeof response.body.message).toBe('string');
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toContain('/api/health');
  });

  it('documents request bodies from the same schemas that validate them', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    const body = response.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['email', 'email_confirmation', 'mobile', 'password', 'member_type', 'intent']),
    );
    expect(body.additionalProperties).toBe(false);
  });
});
