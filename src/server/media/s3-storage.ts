import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { TConfig } from '@/server/config.ts';
import { createMediaStorage, type TStorage } from './storage.ts';

export type TS3Options = {
  bucket: string;
  region: string;
  /** Anything but AWS itself: MinIO, Garage, Ceph, R2… */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export const s3OptionsOf = (config: TConfig): TS3Options => ({
  bucket: config.MEDIA_S3_BUCKET!,
  region: config.MEDIA_S3_REGION,
  endpoint: config.MEDIA_S3_ENDPOINT,
  accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
  secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
  forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
});

export const createS3Client = (options: TS3Options) =>
  new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Without keys the SDK's own chain answers: environment, shared files, the instance's role.
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });

/**
 * Uploads in an S3-compatible bucket (AWS SDK v3), under the same keys as on disk. Reads go through the
 * server (`/media/<key>`, plugins/web.ts): the addresses stored with each image and document stay the same
 * whichever store holds them, and the bucket needs no public access.
 */
export const createS3Storage = (options: TS3Options): TStorage => {
  const client = createS3Client(options);
  return createMediaStorage({
    kind: 's3',
    put: async (key, data, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
  });
};
