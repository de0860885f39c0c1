import { UPLOAD_DEFAULT_MAX_FILES, UPLOAD_UNLIMITED_FILES } from '../constants/upload.js';

/** True once a field holds its maximum number of files; a maximum of 0 means no limit. */
export const isUploadLimitReached = (
  currentCount: number,
  maxFiles: number = UPLOAD_DEFAULT_MAX_FILES,
): boolean => maxFiles !== UPLOAD_UNLIMITED_FILES && currentCount >= maxFiles;
