/** Widths of the five stored sizes of every picture (docs/product.md#catalogue); an image is never enlarged beyond its own width. */
export const imageWidths = { thumb: 160, small: 320, default: 640, big: 1024, large: 1600 } as const;

export type TImageSize = keyof typeof imageWidths;

/** A srcset over the sizes an image has, so the browser downloads the smallest that fills its box. */
export const srcSet = (image: Partial<Record<TImageSize, string | null>>) =>
  (Object.keys(imageWidths) as TImageSize[])
    .filter((size) => image[size])
    .map((size) => `${image[size]} ${imageWidths[size]}w`)
    .join(', ');

/** The `sizes` of the pictures the browser may paint first: so a preload in the HTML picks the same file. */
export const imageSizes = {
  gallery: '(min-width: 62em) 55vw, 100vw',
  card: '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
} as const;
