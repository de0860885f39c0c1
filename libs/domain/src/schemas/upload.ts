import { z } from 'zod';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_MIME_TYPES,
  UPLOAD_DOCUMENT_MAX_BYTES,
  UPLOAD_DOCUMENT_MIME_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MIME_TYPES,
} from '../constants/upload.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { strictFormObject } from './fields.js';
import { FIELD_LABELS } from './labels.js';

export interface UploadTypeRule {
  readonly label: string;
  readonly imageOnly: boolean;
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
}

const imageRule = (label: string): UploadTypeRule => ({
  label,
  imageOnly: true,
  mimeTypes: UPLOAD_IMAGE_MIME_TYPES,
  maxBytes: UPLOAD_IMAGE_MAX_BYTES,
});

/** What each upload type accepts: images are JPG/PNG up to 8 MB. */
export const UPLOAD_TYPES = {
  bankbook_cover: imageRule('存摺封面'),
  atm_card: imageRule('金融卡'),
  id_card_front: imageRule('身分證或居留證正面'),
  id_card_back: imageRule('身分證或居留證反面'),
  image: imageRule('圖片'),
  document: {
    label: '文件',
    imageOnly: false,
    mimeTypes: UPLOAD_DOCUMENT_MIME_TYPES,
    maxBytes: UPLOAD_DOCUMENT_MAX_BYTES,
  },
  attachment: {
    label: '附件',
    imageOnly: false,
    mimeTypes: CONTACT_ATTACHMENT_MIME_TYPES,
    maxBytes: CONTACT_ATTACHMENT_MAX_BYTES,
  },
} as const satisfies Record<string, UploadTypeRule>;

export type UploadType = keyof typeof UPLOAD_TYPES;

export const UPLOAD_TYPE_VALUES = Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]];

export const uploadRequestSchema = strictFormObject({
  type: z.enum(UPLOAD_TYPE_VALUES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? requiredField(FIELD_LABELS.upload_type)
        : MESSAGES.invalidOption,
  }),
});
export type UploadRequestInput = z.infer<typeof uploadRequestSchema>;

export interface UploadFileFacts {
  /** MIME type as detected from the content (not the name the browser sent). */
  readonly mimeType: string;
  readonly size: number;
}

/**
 * The message that refuses a file for an upload type, or null when it is accepted:
 * a wrong type → 無法上傳檔案，請檢查檔案格式; too big → 檔案過大.
 */
export const checkUploadFile = (type: UploadType, file: UploadFileFacts): string | null => {
  const rule: UploadTypeRule = UPLOAD_TYPES[type];
  if (!rule.mimeTypes.includes(file.mimeType)) return MESSAGES.uploadBadFormat;
  if (file.size > rule.maxBytes) return MESSAGES.fileTooLarge;
  if (file.size <= 0) return MESSAGES.uploadBadFormat;
  return null;
};
