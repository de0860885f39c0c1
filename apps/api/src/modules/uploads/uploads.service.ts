import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { MESSAGES, checkUploadFile } from '@lendbridge/domain';
import type { UploadType } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { logger } from '../../common/logger.js';
import { isAppraisalImage } from '../appraisal/appraisal.queries.js';
import { isOwnPawnTicket, isPawnCaseFile } from '../pawnshop/pawnshop.queries.js';
import { reachedBySales } from '../loans/sales-codes.js';
import { FILE_STORAGE } from './file-storage.js';
import type { FileStorage } from './file-storage.js';
import { detectContent } from './upload-content.js';
import { Upload } from './upload.entity.js';
import { fileTooLarge, uploadBadFormat, uploadInvalid } from './uploads.errors.js';
import type { UploadField } from './uploads.errors.js';

/**
 * A file of the applicant that a submitted application attached to the sales person ($2) holds:
 * in one of its form blocks or as a credit-card bill.
 */
const SALES_CASE_FILE = `
  SELECT 1 FROM loan_applications a
   WHERE a.user_id = $1 AND ${reachedBySales('a', '$2')}
     AND (strpos(lower(concat_ws(' ', a.application::text, a.profile::text, a.corporate_profile::text,
                                      a.collaterals::text, a.attachments::text)), $3) > 0
          OR EXISTS (SELECT 1 FROM loan_credit_card_records r WHERE r.application_id = a.id AND r.bill_image_id = $3::uuid))
   LIMIT 1`;

/** The size of uploads.original_name. */
const ORIGINAL_NAME_MAX_LENGTH = 255;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const C0_END = 0x1f;
const DELETE_THROUGH_C1_START = 0x7f;
const C1_END = 0x9f;

function isControlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= C0_END || (code >= DELETE_THROUGH_C1_START && code <= C1_END);
}

export interface IncomingFile {
  field: UploadField;
  originalName: string;
  bytes: Buffer;
}

/** A file checked by its content and written to the storage, not yet recorded. */
export interface StoredFile {
  id: string;
  mimeType: string;
  extension: string;
  sizeBytes: number;
  storageKey: string;
  originalName: string;
  sha256: string;
}

export interface UploadAnswer {
  id: string;
  filename: string;
  path: string;
  url: string;
}

export function isUploadId(value: string): boolean {
  return UUID.test(value);
}

/** The name shown for a file: the last segment of what the client sent, without control characters. */
export function cleanOriginalName(name: string, fallback: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const characters = Array.from(lastSegment.normalize('NFC')).filter((character) => !isControlCharacter(character));
  const visible = characters.join('').trim();
  const kept = Array.from(visible).slice(0, ORIGINAL_NAME_MAX_LENGTH).join('').trim();
  return kept === '' ? fallback : kept;
}

function storageKey(id: string, extension: string, now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${id}.${extension}`;
}

/** Refuses a file with the domain rule of an upload type, as 413 (too big) or 400 (wrong type). */
function assertAccepted(type: UploadType, field: UploadField, mimeType: string, size: number): void {
  const refusal = checkUploadFile(type, { mimeType, size });
  if (refusal === null) return;
  throw refusal === MESSAGES.fileTooLarge ? fileTooLarge(field) : uploadBadFormat(field);
}

export function presentUpload(upload: Upload): UploadAnswer {
  return {
    id: upload.id,
    filename: upload.originalName,
    path: upload.storageKey,
    url: `/api/uploads/${upload.id}`,
  };
}

@Injectable()
export class UploadsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * Checks the file by its content against the upload type (and, for the `image` field, the
   * image rule), then stores it under a server-generated key.
   */
  async store(ownerId: number, type: UploadType, file: IncomingFile): Promise<Upload> {
    const stored = await this.put(type, file);
    try {
      await this.dataSource.query(
        `INSERT INTO uploads (id, owner_id, type, mime_type, extension, size_bytes, storage_key, original_name, sha256)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [stored.id, ownerId, type, stored.mimeType, stored.extension, stored.sizeBytes, stored.storageKey, stored.originalName, stored.sha256],
      );
    } catch (error) {
      await this.discard(stored.storageKey);
      throw error;
    }
    return this.dataSource.getRepository(Upload).findOneByOrFail({ id: stored.id });
  }

  /**
   * Checks a file by its content against the upload type and writes its bytes under a new
   * server-generated key, for a record that keeps the file itself (a contact message's files);
   * the caller records the answer or, when its record fails, discards the key.
   */
  async put(type: UploadType, file: IncomingFile): Promise<StoredFile> {
    const content = await detectContent(file.bytes, file.originalName);
    if (!content) throw uploadBadFormat(file.field);
    assertAccepted(type, file.field, content.mimeType, file.bytes.length);
    if (file.field === 'image') assertAccepted('image', file.field, content.mimeType, file.bytes.length);

    const id = randomUUID();
    const key = storageKey(id, content.extension, new Date());
    await this.storage.put(key, file.bytes, content.mimeType);
    return {
      id,
      mimeType: content.mimeType,
      extension: content.extension,
      sizeBytes: file.bytes.length,
      storageKey: key,
      originalName: cleanOriginalName(file.originalName, `${id}.${content.extension}`),
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    };
  }

  /** Removes stored bytes whose record was not written; a failure is logged, not thrown. */
  async discard(key: string): Promise<void> {
    await this.storage.delete(key).catch((cleanupError: unknown) => {
      logger.warn('upload cleanup failed', { key, error: String(cleanupError) });
    });
  }

  /**
   * An upload its owner may read, and staff whose role handles a case holding it: admins run every
   * review (identity, bank, applications, loans); sales read the files of the submitted
   * applications attached to them; appraisers the images of the appraisal items; pawnshop operators
   * the collateral images of the cases open to them or theirs; a borrower the pawn ticket of their
   * pawn. Anyone else gets the same 404 as for a missing id.
   */
  async findReadable(user: AuthUser, id: string): Promise<Upload> {
    if (!isUploadId(id)) throw AppError.notFound(MESSAGES.uploadNotFound);
    const upload = await this.dataSource.getRepository(Upload).findOneBy({ id: id.toLowerCase() });
    if (!upload || !(await this.mayRead(user, upload))) throw AppError.notFound(MESSAGES.uploadNotFound);
    return upload;
  }

  private async mayRead(user: AuthUser, upload: Upload): Promise<boolean> {
    if (upload.ownerId === user.id || user.roles.includes('admin')) return true;
    const manager = this.dataSource.manager;
    if (user.roles.includes('appraiser') && (await isAppraisalImage(manager, upload.ownerId, upload.id))) return true;
    if (user.roles.includes('pawnshop_operator') && (await isPawnCaseFile(manager, user.id, upload.ownerId, upload.id))) return true;
    if (await isOwnPawnTicket(manager, user.id, upload.id)) return true;
    if (!user.roles.includes('sales')) return false;
    const rows: unknown[] = await this.dataSource.query(SALES_CASE_FILE, [upload.ownerId, user.id, upload.id]);
    return rows.length > 0;
  }

  /** An upload by id, for a record that makes it public (a loan's gallery); 404 when missing. */
  async findPublished(id: string): Promise<Upload> {
    const upload = isUploadId(id) ? await this.dataSource.getRepository(Upload).findOneBy({ id: id.toLowerCase() }) : null;
    if (!upload) throw AppError.notFound(MESSAGES.uploadNotFound);
    return upload;
  }

  async open(upload: Pick<Upload, 'id' | 'storageKey'>): Promise<Readable> {
    const stream = await this.storage.get(upload.storageKey);
    if (!stream) {
      logger.error('upload missing from storage', { uploadId: upload.id, key: upload.storageKey });
      throw AppError.notFound(MESSAGES.uploadNotFound);
    }
    return stream;
  }

  /**
   * For records that reference uploads (bank binding, attachments): every id must be an upload
   * of this user, and of one of `types` when given. Answers 400 UPLOAD_INVALID, on `field` when
   * named, and otherwise the uploads themselves.
   */
  async assertOwned(userId: number, ids: readonly string[], types?: readonly string[], field?: string): Promise<Upload[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.length === 0) return [];
    if (!unique.every(isUploadId)) throw uploadInvalid(field);
    const uploads = await this.dataSource.getRepository(Upload).findBy({
      id: In(unique),
      ownerId: userId,
      ...(types === undefined ? {} : { type: In([...types]) }),
    });
    if (uploads.length !== unique.length) throw uploadInvalid(field);
    return uploads;
  }
}
