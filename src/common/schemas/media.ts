import { z } from 'zod';
import { ZFileSchema, ZImageSchema } from './catalogue.ts';

/** `POST /api/admin/media/images`: the stored image, in its five sizes. */
export const ZUploadedImageResponseSchema = z.object({ data: z.object({ image: ZImageSchema }) });
export type TUploadedImageResponse = z.infer<typeof ZUploadedImageResponseSchema>;

/** `POST /api/admin/media/files`: the stored document. */
export const ZUploadedFileResponseSchema = z.object({ data: z.object({ file: ZFileSchema }) });
export type TUploadedFileResponse = z.infer<typeof ZUploadedFileResponseSchema>;
