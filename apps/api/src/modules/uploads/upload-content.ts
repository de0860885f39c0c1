import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type/core';

/** What a file is, judged by its bytes. */
export interface DetectedContent {
  mimeType: string;
  extension: string;
}

/**
 * Compound File Binary (the container of .doc, .xls and .ppt) does not say which of them it
 * holds: the name the client gave decides between them, and only between them.
 */
const COMPOUND_FILE_TYPES: ReadonlyMap<string, DetectedContent> = new Map([
  ['doc', { mimeType: 'application/msword', extension: 'doc' }],
  ['xls', { mimeType: 'application/vnd.ms-excel', extension: 'xls' }],
  ['ppt', { mimeType: 'application/vnd.ms-powerpoint', extension: 'ppt' }],
]);

/** Formats without magic bytes: accepted only as UTF-8 text whose name says what it is. */
const TEXT_TYPES: ReadonlyMap<string, DetectedContent> = new Map([
  ['txt', { mimeType: 'text/plain', extension: 'txt' }],
  ['csv', { mimeType: 'text/csv', extension: 'csv' }],
]);

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const DELETE = 0x7f;

/** Control characters other than tab and line breaks do not occur in text files. */
function hasNonTextControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === DELETE) return true;
    if (code < SPACE && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
  }
  return false;
}

function declaredExtension(originalName: string): string {
  return extname(originalName).slice(1).toLowerCase();
}

function isPlainText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !hasNonTextControl(text);
  } catch {
    return false;
  }
}

/**
 * Detects the type from the content (magic bytes), never from the client's MIME type. The
 * name the client gave is consulted only where the content leaves a choice: the format inside
 * a Compound File, and plain text.
 */
export async function detectContent(bytes: Buffer, originalName: string): Promise<DetectedContent | undefined> {
  const declared = declaredExtension(originalName);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) {
    const text = TEXT_TYPES.get(declared);
    return text && bytes.length > 0 && isPlainText(bytes) ? text : undefined;
  }
  if (detected.mime === 'application/x-cfb') return COMPOUND_FILE_TYPES.get(declared);
  return { mimeType: detected.mime, extension: detected.ext };
}
