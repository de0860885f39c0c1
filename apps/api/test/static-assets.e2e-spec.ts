import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SHORT_CACHE } from '../src/common/static-assets.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';

const SITE_PAGE = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab3_x-9Z.js"></script></body></html>';
const CONSOLE_PAGE = '<!doctype html><html><body><div id="root">console</div></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('信橋 '.repeat(400))};\n`;
const STYLE = `body { margin: 0; }\n${'.row { display: flex; }\n'.repeat(80)}`;

/** A built front end as the build leaves it: hashed assets with their .br and .gz copies. */
async function writeBuilt(root: string, files: Record<string, string>, compressed: readonly string[]): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    if (!compressed.includes(path)) continue;
    await writeFile(`${file}.br`, brotliCompressSync(Buffer.from(text)));
    await writeFile(`${file}.gz`, gzipSync(Buffer.from(text)));
  }
}

describe('the built front ends, served compressed and cached', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'lendbridge-static-'));
    await writeBuilt(
      join(staticDir, 'public-web', 'dist'),
      {
        'index.html': SITE_PAGE,
        'assets/index-Ab3_x-9Z.js': SCRIPT,
        'assets/index-Qw7Er8Ty.css': STYLE,
        'assets/only-gzip-Kl9Mn0Pq.js': SCRIPT,
        'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        '.vite/manifest.json': '{}',
      },
      ['assets/index-Ab3_x-9Z.js', 'assets/index-Qw7Er8Ty.css'],
    );
    await writeFile(join(staticDir, 'public-web', 'dist', 'assets', 'only-gzip-Kl9Mn0Pq.js.gz'), gzipSync(Buffer.from(SCRIPT)));
    await writeBuilt(join(staticDir, 'console', 'dist'), { 'index.html': CONSOLE_PAGE }, []);
    t = await createTestApp({ STATIC_DIR: staticDir });
  });

  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, with the type of the original', async () => {
    const response = await request(t.http)
      .get('/assets/index-Ab3_x-9Z.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await request(t.http).get('/assets/index-Qw7Er8Ty.css').set('Accept-Encoding', acceptEncoding).expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^text\/css/);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.text).toBe(STYLE);
    }
  });

  it('sends the file as it is when no compression is accepted, or no copy exists for it', async () => {
    const identity = await request(t.http).get('/assets/index-Ab3_x-9Z.js').set('Accept-Encoding', 'identity').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-type']).toMatch(/^text\/javascript/);
    expect(identity.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(identity.text).toBe(SCRIPT);

    const onlyGzip = await request(t.http).get('/assets/only-gzip-Kl9Mn0Pq.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');

    const svg = await request(t.http).get('/favicon.svg').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe(SHORT_CACHE);
  });

  it('lets browsers keep the hashed assets for a year', async () => {
    for (const path of ['/assets/index-Ab3_x-9Z.js', '/assets/index-Qw7Er8Ty.css']) {
      const response = await request(t.http).get(path).set('Accept-Encoding', 'br').expect(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
  });

  it('has the page checked on every load', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await request(t.http).get(path).set('Accept-Encoding', 'br, gzip').expect(200);
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toBe(SITE_PAGE);
    }
  });

  it('answers the page for client routes of each app, and leaves the API and missing assets alone', async () => {
    const site = await request(t.http).get('/market-place/loan/A2026000011?tab=1').expect(200);
    expect(site.text).toBe(SITE_PAGE);
    expect(site.headers['cache-control']).toBe(REVALIDATE_CACHE);

    const consolePage = await request(t.http).get('/console/members/7/show').expect(200);
    expect(consolePage.text).toBe(CONSOLE_PAGE);
    expect(consolePage.headers['cache-control']).toBe(REVALIDATE_CACHE);

    expect((await request(t.http).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'ok' });
    await request(t.http).get('/api/no-such-endpoint').expect(404);
    await request(t.http).get('/assets/index-Old1Hash.js').expect(404);
  });

  it('never serves dot files or anything outside the build', async () => {
    const manifest = await request(t.http).get('/.vite/manifest.json').expect(200);
    expect(manifest.text).toBe(SITE_PAGE);
    const escape = await request(t.http).get('/%2e%2e/%2e%2e/package.json').expect(200);
    expect(escape.text).toBe(SITE_PAGE);
  });
});
