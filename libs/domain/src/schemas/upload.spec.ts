import { describe, expect, it } from 'vitest';
import { MIB } from '../constants/upload.js';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { UPLOAD_TYPES, checkUploadFile, uploadRequestSchema } from './upload.js';

describe('uploadRequestSchema', () => {
  it('takes a known upload type', () => {
    expect(uploadRequestSchema.parse({ type: 'bankbook_cover' })).toEqual({ type: 'bankbook_cover' });
  });

  it('refuses a missing or unknown type and unknown fields', () => {
    const missing = uploadRequestSchema.safeParse({});
    expect(missing.success ? {} : zodIssuesToFieldErrors(missing.error)).toEqual({ type: '檔案類型為必填' });
    const unknown = uploadRequestSchema.safeParse({ type: 'exe', path: '/tmp' });
    expect(unknown.success ? {} : zodIssuesToFieldErrors(unknown.error)).toEqual({
      type: '請選擇有效的選項',
      path: '不允許的欄位',
    });
  });
});

describe('UPLOAD_TYPES and checkUploadFile', () => {
  it('marks the image-only types', () => {
    expect(UPLOAD_TYPES.id_card_front.imageOnly).toBe(true);
    expect(UPLOAD_TYPES.document.imageOnly).toBe(false);
  });

  it('accepts JPG/PNG up to 8 MB for images', () => {
    expect(checkUploadFile('bankbook_cover', { mimeType: 'image/jpeg', size: 8 * MIB })).toBeNull();
    expect(checkUploadFile('bankbook_cover', { mimeType: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other formats and bigger files', () => {
    expect(checkUploadFile('bankbook_cover', { mimeType: 'application/pdf', size: 100 })).toBe(
      '無法上傳檔案，請檢查檔案格式',
    );
    expect(checkUploadFile('bankbook_cover', { mimeType: 'image/png', size: 8 * MIB + 1 })).toBe('檔案過大');
    expect(checkUploadFile('bankbook_cover', { mimeType: 'image/png', size: 0 })).toBe(
      '無法上傳檔案，請檢查檔案格式',
    );
  });

  it('accepts office documents and pdf for documents', () => {
    for (const mimeType of [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/jpeg',
    ]) {
      expect(checkUploadFile('document', { mimeType, size: 1000 })).toBeNull();
    }
    expect(checkUploadFile('document', { mimeType: 'application/zip', size: 1000 })).toBe(
      '無法上傳檔案，請檢查檔案格式',
    );
  });

  it('limits contact attachments to 10240 KB', () => {
    expect(checkUploadFile('attachment', { mimeType: 'video/mp4', size: 10_240 * 1024 })).toBeNull();
    expect(checkUploadFile('attachment', { mimeType: 'video/mp4', size: 10_240 * 1024 + 1 })).toBe('檔案過大');
  });
});
