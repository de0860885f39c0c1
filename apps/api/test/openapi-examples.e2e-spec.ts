import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PUBLIC_ROUTES } from './public-routes.js';

interface MediaType {
  schema?: { type?: string; format?: string; example?: unknown };
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; example?: unknown; schema?: { example?: unknown } }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType>; headers?: Record<string, { schema?: { example?: unknown } }> }>;
}

/** A media type's example: `example`, the first of `examples`, or the schema's `example`. */
function exampleOf(media: MediaType): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return media.schema?.example;
}

/** The successful answers' media types of an operation. */
function successes(operation: Operation): [string, MediaType][] {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, response]) => Object.entries(response.content ?? {}));
}

/** Public reads that answer 404 while no campaign is live, as in an empty test database. */
const CAMPAIGN_ROUTES = new Set(['get /api/roulette/gifts', 'get /api/roulette/rewards', 'get /api/roulette/results']);

/** A file served as it is stored (a picture): its bytes have no example to show. */
const isPicture = ([type, media]: [string, MediaType]): boolean => type.startsWith('image/') && media.schema?.format === 'binary';

describe('OpenAPI examples of every public route', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await request(t.http).get('/api/docs-json').expect(200)).body.paths as typeof paths;
  });

  afterAll(async () => {
    await t.close();
  });

  const operationOf = (key: string): Operation => {
    const [method = '', path = ''] = key.split(' ');
    const operation = paths[path]?.[method];
    if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
    return operation;
  };

  it('shows an example of the answer of each public route (a picture declares its binary type, a redirect its Location)', () => {
    const missing = [...PUBLIC_ROUTES].filter((key) => {
      const operation = operationOf(key);
      const answers = successes(operation);
      if (answers.length > 0) return !answers.every((answer) => isPicture(answer) || exampleOf(answer[1]) !== undefined);
      const redirects = Object.entries(operation.responses ?? {}).filter(([status]) => /^3\d\d$/.test(status));
      return redirects.length === 0 || !redirects.every(([, response]) => response.headers?.Location?.schema?.example !== undefined);
    });
    expect(missing).toEqual([]);
  });

  it('shows an example of the body each public route takes, and of each of its query parameters', () => {
    const missing = [...PUBLIC_ROUTES].flatMap((key) => {
      const operation = operationOf(key);
      const bodies = Object.entries(operation.requestBody?.content ?? {}).filter(([, media]) => exampleOf(media) === undefined);
      const queries = (operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'query' && parameter.example === undefined && parameter.schema?.example === undefined,
      );
      return [...bodies.map(([type]) => `${key} body ${type}`), ...queries.map((query) => `${key} ?${query.name}`)];
    });
    expect(missing).toEqual([]);
  });

  it('gives each public GET route without parameters the top-level keys of its real answer', async () => {
    const plain = [...PUBLIC_ROUTES].filter((key) => key.startsWith('get ') && !key.includes('{'));
    expect(plain.length).toBeGreaterThan(20);
    const compared: string[] = [];
    for (const key of plain) {
      const operation = operationOf(key);
      if ((operation.parameters ?? []).some((parameter) => parameter.required)) continue;
      const json = successes(operation).find(([type]) => type === 'application/json');
      if (!json) continue;
      const example = exampleOf(json[1]);
      const answer = await request(t.http).get(key.slice(4));
      expect({ key, status: answer.status }).toEqual({ key, status: CAMPAIGN_ROUTES.has(key) ? 404 : 200 });
      if (answer.status !== 200) continue;
      expect({ key, keys: Object.keys(example as object).sort() }).toEqual({ key, keys: Object.keys(answer.body as object).sort() });
      compared.push(key);
    }
    expect(compared.length).toBeGreaterThan(15);
  });

  it.each(['post /api/credit-try/level', 'post /api/credit-try/credit-line'])('answers %s its example body with its example answer', async (key) => {
    const operation = operationOf(key);
    const body = exampleOf(operation.requestBody?.content?.['application/json'] ?? {});
    const answer = exampleOf(successes(operation).find(([type]) => type === 'application/json')?.[1] ?? {});
    expect(body).toBeDefined();
    const response = await new Browser(t.http).post(key.slice(5), body as object);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(answer);
  });
});
