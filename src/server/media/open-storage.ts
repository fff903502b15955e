import type { TConfig } from '@/server/config.ts';
import { createS3Storage, s3OptionsOf } from './s3-storage.ts';
import { createDiskStorage, type TStorage } from './storage.ts';

/** The store MEDIA_STORAGE names: the folder UPLOADS_DIR (default) or the S3 bucket of MEDIA_S3_*. */
export const openStorage = (config: TConfig): TStorage =>
  config.MEDIA_STORAGE === 's3'
    ? createS3Storage(s3OptionsOf(config))
    : createDiskStorage({ root: config.UPLOADS_DIR });
