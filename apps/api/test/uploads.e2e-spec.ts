import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES, UPLOAD_DOCUMENT_MAX_BYTES, UPLOAD_IMAGE_MAX_BYTES } from '@lendbridge/domain';
import { UploadsService } from '../src/modules/uploads/uploads.service.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { createApplication, submittedCreditApplication } from './factories/loans.js';
import { fullMember, signUp, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';
import { startTestS3 } from './s3-server.js';
import type { TestS3 } from './s3-server.js';

/** A 1×1 RGB PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQD3A0FDAAAAAElFTkSuQmCC',
  'base64',
);

/** A 2×2 baseline JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgy' +
    'PC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEG' +
    'E1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJ' +
    'ipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
  'base64',
);

const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** The header of a Compound File Binary container (.doc, .xls). */
const COMPOUND_FILE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)]);

/** A ZIP archive with stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Office Open XML package whose main part has the given content type. */
function officeOpenXml(part: string, contentType: string): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

const DOCX = officeOpenXml('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml');
const XLSX = officeOpenXml('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml');

const STORAGE_KEY = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

interface UploadBody {
  data: { id: string; filename: string; path: string; url: string };
}

async function upload(
  browser: Browser,
  type: string,
  field: string,
  bytes: Buffer,
  filename: string,
  contentType = 'application/octet-stream',
): Promise<Response> {
  return browser.agent
    .post('/api/upload')
    .set(AJAX)
    .set('X-CSRF-Token', browser.csrfToken)
    .field('type', type)
    .attach(field, bytes, { filename, contentType });
}

/** Reads a response body as bytes whatever its content type. */
function binary(call: request.Test): request.Test {
  return call.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });
}

describe.each(['disk', 's3'] as const)('uploads stored on %s', (storage) => {
  let t: TestApp;
  let uploadDir: string;
  let s3: TestS3 | undefined;
  /** The bytes the storage holds under a key, read beside the API: from the folder or through the S3 protocol. */
  let stored: (key: string) => Promise<Buffer | undefined>;
  let owner: Member;
  let stranger: Member;
  let admin: Member;
  let pngUpload: UploadBody['data'];

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'lendbridge-uploads-'));
    if (storage === 's3') {
      const server = await startTestS3();
      s3 = server;
      stored = (key) => server.read(key);
      t = await createTestApp(server.env);
    } else {
      stored = (key) => readFile(join(uploadDir, key)).catch(() => undefined);
      t = await createTestApp({ UPLOAD_DIR: uploadDir });
    }
    owner = await signUp(t);
    stranger = await signUp(t);
    admin = await signUpAs(t, ['admin']);
    const response = await upload(owner.browser, 'image', 'image', PNG, 'photo.png', 'image/png');
    expect(response.status).toBe(201);
    pngUpload = (response.body as UploadBody).data;
  });

  afterAll(async () => {
    await t.close();
    await s3?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('POST /api/upload', () => {
    it('refuses visitors with 401', async () => {
      const visitor = new Browser(t.http);
      await visitor.refreshCsrf();
      const response = await upload(visitor, 'image', 'image', PNG, 'photo.png', 'image/png');
      expect(response.status).toBe(401);
    });

    it('refuses a request without the CSRF header with 403', async () => {
      const response = await owner.browser.agent
        .post('/api/upload')
        .set(AJAX)
        .field('type', 'image')
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' });
      expect(response.status).toBe(403);
    });

    it('stores a PNG under a server-made key and answers id, filename, path and url', async () => {
      expect(pngUpload.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(pngUpload.filename).toBe('photo.png');
      expect(pngUpload.path).toMatch(STORAGE_KEY);
      expect(pngUpload.path.endsWith(`${pngUpload.id}.png`)).toBe(true);
      expect(pngUpload.url).toBe(`/api/uploads/${pngUpload.id}`);
      expect(await stored(pngUpload.path)).toEqual(PNG);
    });

    it('records size, type by content and the SHA-256 of the bytes', async () => {
      const rows: { owner_id: string | number; mime_type: string; extension: string; size_bytes: number; sha256: string }[] =
        await t.app.get(DataSource).query(`SELECT * FROM uploads WHERE id = $1`, [pngUpload.id]);
      expect(Number(rows[0].owner_id)).toBe(owner.id);
      expect(rows[0]).toMatchObject({
        mime_type: 'image/png',
        extension: 'png',
        size_bytes: PNG.length,
        sha256: createHash('sha256').update(PNG).digest('hex'),
      });
    });

    it('accepts a JPEG for an image-only type', async () => {
      const response = await upload(owner.browser, 'id_card_front', 'image', JPEG, '身分證正面.jpg', 'image/jpeg');
      expect(response.status).toBe(201);
      const { data } = response.body as UploadBody;
      expect(data.filename).toBe('身分證正面.jpg');
      expect(data.path.endsWith('.jpg')).toBe(true);
      const file = await binary(owner.browser.get(data.url)).expect(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.body).toEqual(JPEG);
    });

    it('judges the type by content: a text file named .png is refused', async () => {
      const response = await upload(owner.browser, 'image', 'image', Buffer.from('just some text'), 'photo.png', 'image/png');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'UPLOAD_BAD_FORMAT', message: MESSAGES.uploadBadFormat });
    });

    it('refuses a PDF sent to the image uploader', async () => {
      const asImageField = await upload(owner.browser, 'document', 'image', PDF, 'scan.pdf', 'application/pdf');
      expect(asImageField.status).toBe(400);
      expect(asImageField.body).toMatchObject({ code: 'UPLOAD_BAD_FORMAT', message: MESSAGES.uploadBadFormat });
      const asImageType = await upload(owner.browser, 'id_card_back', 'file', PDF, 'scan.pdf', 'application/pdf');
      expect(asImageType.status).toBe(400);
      expect(asImageType.body.code).toBe('UPLOAD_BAD_FORMAT');
    });

    it('accepts a PDF as a document and serves it back as application/pdf', async () => {
      const response = await upload(owner.browser, 'document', 'file', PDF, 'statement.pdf', 'image/png');
      expect(response.status).toBe(201);
      const { data } = response.body as UploadBody;
      expect(data.path.endsWith('.pdf')).toBe(true);
      const file = await binary(owner.browser.get(data.url)).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body).toEqual(PDF);
    });

    it('accepts docx and xlsx documents by their content', async () => {
      const docx = await upload(owner.browser, 'document', 'file', DOCX, 'report.docx');
      expect(docx.status).toBe(201);
      expect((docx.body as UploadBody).data.path.endsWith('.docx')).toBe(true);
      const xlsx = await upload(owner.browser, 'document', 'file', XLSX, 'sheet.xlsx');
      expect(xlsx.status).toBe(201);
      expect((xlsx.body as UploadBody).data.path.endsWith('.xlsx')).toBe(true);
    });

    it('tells doc from xls by the declared extension only inside a Compound File', async () => {
      const doc = await upload(owner.browser, 'document', 'file', COMPOUND_FILE, 'old.doc');
      expect(doc.status).toBe(201);
      expect((doc.body as UploadBody).data.path.endsWith('.doc')).toBe(true);
      const xls = await upload(owner.browser, 'document', 'file', COMPOUND_FILE, 'old.xls');
      expect(xls.status).toBe(201);
      expect((xls.body as UploadBody).data.path.endsWith('.xls')).toBe(true);
      const other = await upload(owner.browser, 'document', 'file', COMPOUND_FILE, 'old.msi');
      expect(other.status).toBe(400);
      expect(other.body.code).toBe('UPLOAD_BAD_FORMAT');
      const textAsDoc = await upload(owner.browser, 'document', 'file', Buffer.from('not a document'), 'notes.doc');
      expect(textAsDoc.status).toBe(400);
    });

    it('refuses an image over 8 MB with 413 檔案過大', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1 - PNG.length)]);
      const response = await upload(owner.browser, 'image', 'image', big, 'big.png', 'image/png');
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: MESSAGES.fileTooLarge });
    });

    it('stops reading a file larger than any upload allows with 413 檔案過大', async () => {
      const huge = Buffer.concat([PDF, Buffer.alloc(UPLOAD_DOCUMENT_MAX_BYTES + 1 - PDF.length)]);
      const response = await upload(owner.browser, 'document', 'file', huge, 'huge.pdf', 'application/pdf');
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: MESSAGES.fileTooLarge });
    });

    it('never turns the client file name into a path', async () => {
      const response = await upload(owner.browser, 'image', 'image', PNG, '../../etc/passwd.png', 'image/png');
      expect(response.status).toBe(201);
      const { data } = response.body as UploadBody;
      expect(data.path).toMatch(STORAGE_KEY);
      expect(data.path).not.toContain('passwd');
      expect(data.path).not.toContain('..');
      expect(data.filename).toBe('passwd.png');
      expect(await stored(data.path)).toEqual(PNG);
    });

    it('keeps at most 255 characters of the original name', async () => {
      const response = await upload(owner.browser, 'image', 'image', PNG, `${'照'.repeat(300)}.png`, 'image/png');
      expect(response.status).toBe(201);
      expect(Array.from((response.body as UploadBody).data.filename)).toHaveLength(255);
    });

    it('asks for the file when none is sent', async () => {
      const image = await owner.browser.agent
        .post('/api/upload')
        .set(AJAX)
        .set('X-CSRF-Token', owner.browser.csrfToken)
        .field('type', 'bankbook_cover');
      expect(image.status).toBe(400);
      expect(image.body.errors).toEqual({ image: MESSAGES.minImages });
      const document = await owner.browser.agent
        .post('/api/upload')
        .set(AJAX)
        .set('X-CSRF-Token', owner.browser.csrfToken)
        .field('type', 'document');
      expect(document.status).toBe(400);
      expect(Object.keys(document.body.errors)).toEqual(['file']);
    });

    it('refuses an unknown or missing type on the type field', async () => {
      const unknown = await upload(owner.browser, 'selfie', 'image', PNG, 'photo.png', 'image/png');
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ type: MESSAGES.invalidOption });
      const missing = await owner.browser.agent
        .post('/api/upload')
        .set(AJAX)
        .set('X-CSRF-Token', owner.browser.csrfToken)
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors)).toEqual(['type']);
    });

    it('takes one file per request', async () => {
      const response = await owner.browser.agent
        .post('/api/upload')
        .set(AJAX)
        .set('X-CSRF-Token', owner.browser.csrfToken)
        .field('type', 'image')
        .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
        .attach('file', PNG, { filename: 'b.png', contentType: 'image/png' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.uploadSingle);
    });

    it('refuses a file in a field other than image or file', async () => {
      const response = await upload(owner.browser, 'image', 'photo', PNG, 'photo.png', 'image/png');
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ photo: MESSAGES.unknownField });
    });
  });

  describe('GET /api/uploads/:id', () => {
    it('refuses visitors with 401', async () => {
      await request(t.http).get(pngUpload.url).expect(401);
    });

    it('serves the owner the same bytes with safe headers', async () => {
      const response = await binary(owner.browser.get(pngUpload.url)).expect(200);
      expect(response.body).toEqual(PNG);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(PNG.length));
      expect(response.headers['content-disposition']).toMatch(/^inline; /);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private');
    });

    it('answers 404 to another member, as for an id that does not exist', async () => {
      const response = await stranger.browser.get(pngUpload.url).expect(404);
      expect(response.body.code).toBe('NOT_FOUND');
      await stranger.browser.get(`/api/uploads/${randomUUID()}`).expect(404);
    });

    it('serves admins, who handle every review', async () => {
      const response = await binary(admin.browser.get(pngUpload.url)).expect(200);
      expect(response.body).toEqual(PNG);
    });

    it.each([['sales'], ['appraiser'], ['pawnshop_operator'], ['shop_seller']] as const)(
      'answers 404 to %s staff for a member’s file no case of theirs holds',
      async (role) => {
        const staff = await signUpAs(t, [role]);
        const response = await staff.browser.get(pngUpload.url).expect(404);
        expect(response.body.code).toBe('NOT_FOUND');
      },
    );

    it('serves sales the documents of the submitted applications attached to them, and nothing of the applicant beyond', async () => {
      const borrower = await fullMember(t);
      const sales = await signUpAs(t, ['sales']);
      const otherSales = await signUpAs(t, ['sales']);
      const dataSource = t.app.get(DataSource);
      const [{ member_serial: code }] = (await dataSource.query(`SELECT member_serial FROM users WHERE id = $1`, [
        sales.id,
      ])) as { member_serial: string }[];
      const serial = await submittedCreditApplication(borrower, { assign_sales: { code } });
      const [{ attachments }] = (await dataSource.query(`SELECT attachments FROM loan_applications WHERE serial = $1`, [
        serial,
      ])) as { attachments: Record<string, string[]> }[];
      const document = `/api/uploads/${attachments.income_certification![0]}`;
      await sales.browser.get(document).expect(200);
      await otherSales.browser.get(document).expect(404);
      await signUpAs(t, ['appraiser']).then((appraiser) => appraiser.browser.get(document).expect(404));

      const [bank] = (await dataSource.query(`SELECT proof_image_id FROM member_banks WHERE user_id = $1`, [borrower.id])) as {
        proof_image_id: string;
      }[];
      await sales.browser.get(`/api/uploads/${bank!.proof_image_id}`).expect(404);

      const draft = await createApplication(borrower);
      const draftFile = await uploadImage(borrower, 'image');
      await dataSource.query(`UPDATE loan_applications SET attachments = $2, sales_id = $3 WHERE serial = $1`, [
        draft,
        { income_certification: [draftFile] },
        sales.id,
      ]);
      await sales.browser.get(`/api/uploads/${draftFile}`).expect(404);
    });

    it('keeps identity and bank documents off the member page of staff who do not review them', async () => {
      const borrower = await fullMember(t);
      const sales = await signUpAs(t, ['sales']);
      const [{ member_serial: code }] = (await t.app
        .get(DataSource)
        .query(`SELECT member_serial FROM users WHERE id = $1`, [sales.id])) as { member_serial: string }[];
      await submittedCreditApplication(borrower, { assign_sales: { code } });
      const seen = await sales.browser.get(`/api/console/members/${borrower.id}`).expect(200);
      expect(seen.body.bank).not.toHaveProperty('proof_image_id');
      expect(seen.body.bank).not.toHaveProperty('id_card_front_image_id');
      expect(seen.body.bank).not.toHaveProperty('id_card_back_image_id');
      const reviewed = await admin.browser.get(`/api/console/members/${borrower.id}`).expect(200);
      expect(reviewed.body.bank.proof_image_id).toEqual(expect.any(String));
    });

    it('answers 404 to an id that is not a uuid', async () => {
      await owner.browser.get('/api/uploads/not-a-uuid').expect(404);
      await owner.browser.get('/api/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
    });
  });

  describe('UploadsService.assertOwned', () => {
    it('accepts the owner’s uploads of the expected types and refuses anything else', async () => {
      const uploads = t.app.get(UploadsService);
      const owned = await uploads.assertOwned(owner.id, [pngUpload.id], ['image']);
      expect(owned.map((item) => item.id)).toEqual([pngUpload.id]);
      await expect(uploads.assertOwned(stranger.id, [pngUpload.id])).rejects.toMatchObject({
        code: 'UPLOAD_INVALID',
        message: MESSAGES.invalidUploadId,
      });
      await expect(uploads.assertOwned(owner.id, [pngUpload.id], ['id_card_front'], 'id_card_front_image')).rejects.toMatchObject({
        code: 'UPLOAD_INVALID',
        errors: { id_card_front_image: MESSAGES.invalidUploadId },
      });
      await expect(uploads.assertOwned(owner.id, ['not-a-uuid'])).rejects.toMatchObject({ code: 'UPLOAD_INVALID' });
      await expect(uploads.assertOwned(owner.id, [pngUpload.id, randomUUID()])).rejects.toMatchObject({
        code: 'UPLOAD_INVALID',
      });
    });
  });
});
