import { imageWidths } from '@/common/images.ts';
import type { TImageSize } from '@/server/db/schema/media.ts';

/** Decompression-bomb guard: anything over 40 megapixels is refused before it is decoded. */
const limitInputPixels = 40_000_000;

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

/**
 * sharp (libvips) loaded with the first picture, not with the server, and without libvips's operation
 * cache (50 MB by default): each upload is resized once, so an idle instance holds neither
 * (npm run bench:memory).
 */
export const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  return sharp;
};

export type TRenderedImage = { size: TImageSize; data: Buffer; width: number; height: number };

/** Every size as WebP, EXIF orientation applied and metadata (GPS, camera) stripped. */
export const renderImageSizes = async (
  input: Buffer,
): Promise<{ sizes: TRenderedImage[]; width: number; height: number }> => {
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels, failOn: 'error' }).rotate();
  const meta = await source.metadata();
  // What the bytes are, whatever the upload claimed: sharp also reads SVG, PDF and raw formats, which a
  // picture gallery has no business taking.
  if (!meta.format || !acceptedFormats.has(meta.format))
    throw new Error(`Unaccepted image format ${meta.format}`);
  // EXIF orientations 5–8 are quarter turns: the picture people see is the stored one on its side.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const sizes = await Promise.all(
    (Object.entries(imageWidths) as [TImageSize, number][]).map(async ([size, targetWidth]) => {
      const { data, info } = await source
        .clone()
        .resize({ width: targetWidth, withoutEnlargement: true })
        .webp({ quality: size === 'thumb' ? 70 : 80 })
        .toBuffer({ resolveWithObject: true });
      return { size, data, width: info.width, height: info.height };
    }),
  );
  return { sizes, width, height };
};
