import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadEnv } from '../src/config/env.js';
import { fileStorageOf } from '../src/modules/uploads/uploads.module.js';
import { S3Storage } from '../src/modules/uploads/s3.storage.js';
import type { FileStorage } from '../src/modules/uploads/file-storage.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signInAt, startChildApi } from './child-api/child-api.js';
import type { ChildApi } from './child-api/child-api.js';
import { PASSWORD, PNG_BYTES, signUp, signUpAs } from './factories/members.js';
import { startTestS3 } from './s3-server.js';
import type { TestS3 } from './s3-server.js';

/** The start of an ELF executable: refused whatever its name says. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);

/** Two more API processes compile the sources as they start: slower than a test's default on a loaded machine. */
const CHILD_START_TIMEOUT_MS = 180_000;

const keyOf = (extension: string): string => `2026/11/${randomUUID()}.${extension}`;

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (stream === undefined) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Signs in on the API process at `base`: the session cookie. */
const signIn = async (base: string, email: string): Promise<string> => (await signInAt(base, email, PASSWORD)).cookie;

/** Uploads a PNG through the API process at `base` with a signed-in cookie: the upload's id. */
async function uploadThrough(base: string, cookie: string, bytes: Buffer): Promise<{ id: string; path: string; url: string }> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie } });
  const token = ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const form = new FormData();
  form.append('type', 'image');
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), '存摺封面.png');
  const response = await fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string; path: string; url: string } }).data;
}

describe('S3Storage against an S3-protocol server', () => {
  let s3: TestS3;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = fileStorageOf(loadEnv(s3.env));
  });

  afterAll(async () => {
    (storage as S3Storage).onModuleDestroy();
    await s3.close();
  });

  it('is the storage STORAGE=s3 chooses', () => {
    expect(storage).toBeInstanceOf(S3Storage);
  });

  it('puts the bytes under the key and gets them back as a stream', async () => {
    const key = keyOf('png');
    await storage.put(key, PNG_BYTES, 'image/png');
    expect(await s3.read(key)).toEqual(PNG_BYTES);
    expect(await bytesOf(await storage.get(key))).toEqual(PNG_BYTES);
  });

  it('answers undefined for a key that holds nothing, like the local disk', async () => {
    expect(await storage.get(keyOf('pdf'))).toBeUndefined();
  });

  it('deletes an object, and deleting a missing key is not an error', async () => {
    const key = keyOf('pdf');
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.delete(key);
    expect(await s3.read(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each(['../../etc/passwd', '2026/11/photo.png', `2026/11/${randomUUID()}.png/../x`, '', `/2026/11/${randomUUID()}.png`])(
    'refuses %j, which is not a key the uploads module makes, before any request',
    async (key) => {
      await expect(storage.put(key, PNG_BYTES, 'image/png')).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    },
  );

  it('fails the request, never answering "missing", when the object store cannot be reached', async () => {
    const unreachable = fileStorageOf(loadEnv({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }));
    try {
      await expect(unreachable.get(keyOf('png'))).rejects.toThrow();
    } finally {
      (unreachable as S3Storage).onModuleDestroy();
    }
  });
});

describe('uploads shared by two API processes through one bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let child: ChildApi | undefined;
  let diskChild: ChildApi | undefined;
  const dataDirs: string[] = [];
  const sessionSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp(s3.env, { sessionSecret });
    // Each process has a data folder of its own, as replicas on different machines do.
    dataDirs.push(await mkdtemp(join(tmpdir(), 'lendbridge-replica-')), await mkdtemp(join(tmpdir(), 'lendbridge-replica-')));
    [child, diskChild] = await Promise.all([
      startChildApi(t.databaseUrl, sessionSecret, dataDirs[0]!, { CHILD_ENV: JSON.stringify(s3.env) }),
      startChildApi(t.databaseUrl, sessionSecret, dataDirs[1]!),
    ]);
  }, CHILD_START_TIMEOUT_MS);

  afterAll(async () => {
    for (const process of [child, diskChild]) {
      if (process === undefined) continue;
      process.process.kill('SIGTERM');
      await process.exited;
    }
    await t.close();
    await s3.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('serves through one process the file uploaded through the other, both ways', async () => {
    if (!child) throw new Error('the second API process did not start');
    const member = await signUp(t);
    const uploaded = await member.browser.agent
      .post('/api/upload')
      .set(AJAX)
      .set('X-CSRF-Token', member.browser.csrfToken)
      .field('type', 'image')
      .attach('image', PNG_BYTES, { filename: '身分證正面.png', contentType: 'image/png' })
      .expect(201);
    const first = (uploaded.body as { data: { path: string; url: string } }).data;
    expect(await s3.keys()).toContain(first.path);

    const cookie = await signIn(child.base, member.email);
    const read = await fetch(`${child.base}${first.url}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(PNG_BYTES);

    const second = await uploadThrough(child.base, cookie, PNG_BYTES);
    expect(await s3.keys()).toContain(second.path);
    const back = await member.browser.agent.get(second.url).buffer(true).expect(200);
    expect(Buffer.from(back.body as Buffer)).toEqual(PNG_BYTES);
  });

  it('answers 404 through a process on its own disk: the bytes are in the bucket, not on a shared folder', async () => {
    if (!diskChild) throw new Error('the disk-backed API process did not start');
    const member = await signUp(t);
    const uploaded = await member.browser.agent
      .post('/api/upload')
      .set(AJAX)
      .set('X-CSRF-Token', member.browser.csrfToken)
      .field('type', 'image')
      .attach('image', PNG_BYTES, { filename: 'photo.png', contentType: 'image/png' })
      .expect(201);
    const cookie = await signIn(diskChild.base, member.email);
    const read = await fetch(`${diskChild.base}${(uploaded.body as { data: { url: string } }).data.url}`, { headers: { cookie } });
    expect(read.status).toBe(404);
  });

  /** A visitor's contact form about repayment, its files still to attach (the request is sent when awaited). */
  const contactForm = (visitor: Browser, fields: { name: string; email: string; description: string }) =>
    visitor.agent
      .post('/api/contact')
      .set(AJAX)
      .set('X-CSRF-Token', visitor.csrfToken)
      .field('name', fields.name)
      .field('email', fields.email)
      .field('category', 'repayment')
      .field('description', fields.description);

  const visitorWithCsrf = async (): Promise<Browser> => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    return visitor;
  };

  it('deletes the files already stored when a later file of the same contact form is refused', async () => {
    const before = await s3.keys();
    const response = await contactForm(await visitorWithCsrf(), { name: '林雅婷', email: 'yating.lin@example.com', description: '請問提前還款是否需要手續費？' })
      .attach('files', PNG_BYTES, { filename: '繳費證明.png', contentType: 'image/png' })
      .attach('files', ELF, { filename: '明細.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(400);
    expect(await s3.keys()).toEqual(before);
  });

  it('keeps the files of a contact form it takes and serves them to staff from the bucket', async () => {
    const before = await s3.keys();
    const sent = await contactForm(await visitorWithCsrf(), { name: '陳志明', email: 'chiming.chen@example.com', description: '附上轉帳截圖，請協助確認入帳。' })
      .attach('files', PNG_BYTES, { filename: '轉帳截圖.png', contentType: 'image/png' })
      .expect(201);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    const admin = await signUpAs(t, ['admin']);
    const detail = await admin.browser.get(`/api/console/contact-messages/${(sent.body as { data: { id: number } }).data.id}`).expect(200);
    const [file] = (detail.body as { files: { url: string }[] }).files;
    const served = await admin.browser.agent.get(file!.url).buffer(true).expect(200);
    expect(Buffer.from(served.body as Buffer)).toEqual(PNG_BYTES);
  });
});
