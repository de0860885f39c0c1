import { join, resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { FILE_STORAGE } from './file-storage.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage, s3ConfigOf } from './s3.storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** UPLOAD_DIR, else DATA_DIR/uploads. */
export function uploadRoot(env: Env): string {
  return resolve(env.UPLOAD_DIR ?? join(env.DATA_DIR, 'uploads'));
}

/** STORAGE=s3: the object store every replica shares; otherwise the local disk. */
export function fileStorageOf(env: Env): FileStorage {
  return env.STORAGE === 's3' ? new S3Storage(s3ConfigOf(env)) : new LocalDiskStorage(uploadRoot(env));
}

@Module({
  controllers: [UploadsController],
  providers: [
    UploadsService,
    { provide: FILE_STORAGE, inject: [ENV], useFactory: fileStorageOf },
  ],
  exports: [UploadsService],
})
export class UploadsModule {}
