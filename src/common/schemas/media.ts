import { z } from 'zod';

export const imageSizes = ['thumb', 'small', 'default', 'big', 'large'] as const;

export const ZImageSchema = z
  .object({
    id: z.number().int(),
    alt: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    thumb: z.string().nullable(),
    small: z.string().nullable(),
    default: z.string().nullable(),
    big: z.string().nullable(),
    large: z.string().nullable(),
    /** Images imported from the old site exist in one size only. */
    url: z.string().nullable(),
  })
  .meta({ id: 'Image' });
export type TImage = z.infer<typeof ZImageSchema>;

export const ZFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'File' });
export type TFile = z.infer<typeof ZFileSchema>;

/** `POST /api/admin/media/images`: the stored image, in its five sizes. */
export const ZUploadedImageResponseSchema = z.object({ data: z.object({ image: ZImageSchema }) });
export type TUploadedImageResponse = z.infer<typeof ZUploadedImageResponseSchema>;

/** `POST /api/admin/media/files`: the stored document. */
export const ZUploadedFileResponseSchema = z.object({ data: z.object({ file: ZFileSchema }) });
export type TUploadedFileResponse = z.infer<typeof ZUploadedFileResponseSchema>;
