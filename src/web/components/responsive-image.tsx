import { srcSet } from '@/common/images.ts';
import type { TImage } from '@/common/schemas/media.ts';

/**
 * An image in its five stored sizes (docs/product.md#catalogue): the browser picks the smallest that fills `sizes`, so a
 * phone downloads a 320 px file where a desktop gets 1024 px.
 */
export const ResponsiveImage = ({
  image,
  sizes,
  eager = false,
  alt,
}: {
  image: TImage;
  sizes: string;
  eager?: boolean;
  alt?: string;
}) => (
  <img
    className="responsive-image"
    src={image.default ?? image.url ?? undefined}
    srcSet={srcSet(image) || undefined}
    sizes={sizes}
    alt={alt ?? image.alt}
    width={image.width ?? 1600}
    height={image.height ?? 1200}
    loading={eager ? 'eager' : 'lazy'}
    decoding="async"
    fetchPriority={eager ? 'high' : undefined}
  />
);
