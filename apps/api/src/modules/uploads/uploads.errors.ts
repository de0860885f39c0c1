import { MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** The multipart field a file arrives in: the image uploader sends `image`, the file uploader `file`. */
export type UploadField = 'image' | 'file';

export const UPLOAD_FIELDS: readonly UploadField[] = ['image', 'file'];

export function isUploadField(value: unknown): value is UploadField {
  return value === 'image' || value === 'file';
}

/** 400 UPLOAD_BAD_FORMAT: the content is not a type the upload accepts. */
export function uploadBadFormat(field: UploadField): AppError {
  return new AppError(400, 'UPLOAD_BAD_FORMAT', MESSAGES.uploadBadFormat, { [field]: MESSAGES.uploadBadFormat });
}

/** 413 FILE_TOO_LARGE: over the size the upload type allows. */
export function fileTooLarge(field: UploadField): AppError {
  return new AppError(413, 'FILE_TOO_LARGE', MESSAGES.fileTooLarge, { [field]: MESSAGES.fileTooLarge });
}

/** 400 UPLOAD_INVALID: a referenced upload id is unknown, someone else's, or of the wrong type. */
export function uploadInvalid(field?: string): AppError {
  return new AppError(
    400,
    'UPLOAD_INVALID',
    MESSAGES.invalidUploadId,
    field === undefined ? undefined : { [field]: MESSAGES.invalidUploadId },
  );
}
