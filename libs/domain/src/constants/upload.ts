export const KIB = 1024;
export const MIB = 1024 * KIB;

/** Files a multi-file upload field takes by default; 0 means no limit. */
export const UPLOAD_DEFAULT_MAX_FILES = 10;
export const UPLOAD_UNLIMITED_FILES = 0;

export const UPLOAD_IMAGE_MAX_MB = 8;
export const UPLOAD_IMAGE_MAX_BYTES = UPLOAD_IMAGE_MAX_MB * MIB;
export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Document fields: the images above plus pdf, doc, docx, xls, xlsx. */
export const UPLOAD_DOCUMENT_MIME_TYPES = [
  ...UPLOAD_IMAGE_MIME_TYPES,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const UPLOAD_DOCUMENT_EXTENSIONS = [
  ...UPLOAD_IMAGE_EXTENSIONS,
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;
export const CONTACT_ATTACHMENT_MAX_KB = 10_240;
export const CONTACT_ATTACHMENT_MAX_BYTES = CONTACT_ATTACHMENT_MAX_KB * KIB;
/** The spec sets no size for documents; they share the contact attachment limit. */
export const UPLOAD_DOCUMENT_MAX_BYTES = CONTACT_ATTACHMENT_MAX_BYTES;
export const CONTACT_ATTACHMENT_MAX_FILES = 3;
/** Contact form files: image, audio, video, office, text or pdf. */
export const CONTACT_ATTACHMENT_MIME_TYPES = [
  ...UPLOAD_DOCUMENT_MIME_TYPES,
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'video/mp4',
  'video/quicktime',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
] as const;
