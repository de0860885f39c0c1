import { describe, expect, it } from '@jest/globals';
import { detectContent } from './upload-content.js';
import { cleanOriginalName } from './uploads.service.js';

const COMPOUND_FILE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)]);

describe('detectContent', () => {
  it('ignores the name when the bytes say what the file is', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await detectContent(pdf, 'photo.png')).toEqual({ mimeType: 'application/pdf', extension: 'pdf' });
  });

  it('lets the name choose only among the formats a Compound File may hold', async () => {
    expect(await detectContent(COMPOUND_FILE, 'a.DOC')).toEqual({ mimeType: 'application/msword', extension: 'doc' });
    expect(await detectContent(COMPOUND_FILE, 'a.xls')).toEqual({ mimeType: 'application/vnd.ms-excel', extension: 'xls' });
    expect(await detectContent(COMPOUND_FILE, 'a.pdf')).toBeUndefined();
    expect(await detectContent(COMPOUND_FILE, 'constructor')).toBeUndefined();
  });

  it('takes UTF-8 text without magic bytes as txt or csv only when so named', async () => {
    const csv = Buffer.from('代碼,名稱\r\n004,臺灣銀行\n');
    expect(await detectContent(csv, 'banks.csv')).toEqual({ mimeType: 'text/csv', extension: 'csv' });
    expect(await detectContent(csv, 'banks.png')).toBeUndefined();
    expect(await detectContent(Buffer.from([0x66, 0x00, 0x6f]), 'notes.txt')).toBeUndefined();
    expect(await detectContent(Buffer.from([0xc3, 0x28]), 'notes.txt')).toBeUndefined();
    expect(await detectContent(Buffer.alloc(0), 'empty.txt')).toBeUndefined();
  });
});

describe('cleanOriginalName', () => {
  it('keeps only the last path segment, without control characters', () => {
    expect(cleanOriginalName('../../etc/passwd.png', 'x.png')).toBe('passwd.png');
    expect(cleanOriginalName('C:\\Users\\me\\存摺.jpg', 'x.jpg')).toBe('存摺.jpg');
    expect(cleanOriginalName('a\u0000b\u001f\u007fc.png', 'x.png')).toBe('abc.png');
  });

  it('falls back when nothing is left and cuts at 255 characters', () => {
    expect(cleanOriginalName('  ', 'fallback.png')).toBe('fallback.png');
    expect(cleanOriginalName('dir/', 'fallback.png')).toBe('fallback.png');
    expect(Array.from(cleanOriginalName('😀'.repeat(300), 'x'))).toHaveLength(255);
  });
});
