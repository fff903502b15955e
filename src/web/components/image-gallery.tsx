import { Stack } from '@mantine/core';
import { useState } from 'react';
import { imageSizes } from '@/common/images.ts';
import type { TImage } from '@/common/schemas/catalogue.ts';
import { es } from '@/web/i18n/es.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/** The main picture and a row of thumbnails; every thumbnail is a button, so it works by keyboard. */
export const ImageGallery = ({ images, title }: { images: TImage[]; title: string }) => {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <Stack gap="xs" component="section" aria-label={es.lots.gallery}>
      <ResponsiveImage
        image={current}
        sizes={imageSizes.gallery}
        eager
        alt={`${title} (${selected + 1}/${images.length})`}
      />
      {images.length > 1 && (
        <div className="thumb-row">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              className="thumb-button"
              aria-current={index === selected}
              aria-label={es.lots.showImage(index + 1)}
              onClick={() => setSelected(index)}
            >
              <img
                className="responsive-image"
                src={image.thumb ?? image.url ?? undefined}
                alt=""
                width={160}
                height={120}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      )}
    </Stack>
  );
};
