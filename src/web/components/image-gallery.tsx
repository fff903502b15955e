import { Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { imageSizes, srcSet } from '@/common/images.ts';
import type { TImage } from '@/common/schemas/media.ts';
import { messages } from '@/web/i18n/messages.ts';
import { PicturePlaceholder } from './picture-placeholder.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

// The enlarged view downloads on the first click, never with the page.
const ImageLightbox = lazy(() => import('./image-lightbox.tsx'));

/**
 * The main picture (a button that enlarges it) and a row of thumbnails; every control is a button, so it
 * all works by keyboard. Without pictures, a placeholder of the same shape.
 */
export const ImageGallery = ({ images, title }: { images: TImage[]; title: string }) => {
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  // The dialog mounts already open (it is loaded on demand), so it cannot know where focus was: on closing,
  // focus goes back to the picture that opened it.
  const enlargeButton = useRef<HTMLButtonElement>(null);
  const wasEnlarged = useRef(false);
  useEffect(() => {
    if (enlarged) wasEnlarged.current = true;
    else if (wasEnlarged.current) enlargeButton.current?.focus();
  }, [enlarged]);
  const current = images[selected] ?? images[0];
  if (!current) return <PicturePlaceholder label={messages.lots.noPicturesOf(title)} />;
  return (
    <Stack gap="xs" component="section" aria-label={messages.lots.gallery}>
      <button
        ref={enlargeButton}
        type="button"
        className="gallery-enlarge"
        aria-label={messages.lots.enlargeImage(selected + 1, images.length)}
        aria-haspopup="dialog"
        onClick={() => setEnlarged(true)}
      >
        <ResponsiveImage
          image={current}
          sizes={imageSizes.gallery}
          eager
          alt={`${title} (${selected + 1}/${images.length})`}
        />
        <span className="gallery-enlarge-hint" aria-hidden="true">
          ⤢
        </span>
      </button>
      {images.length > 1 && (
        <div className="thumb-row">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              className="thumb-button"
              aria-current={index === selected}
              aria-label={messages.lots.showImage(index + 1)}
              onClick={() => setSelected(index)}
            >
              <img
                className="responsive-image"
                src={image.thumb ?? image.url ?? undefined}
                srcSet={srcSet({ thumb: image.thumb, small: image.small }) || undefined}
                sizes="5rem"
                alt=""
                width={160}
                height={120}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      )}
      {enlarged && (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            title={title}
            index={selected}
            onIndexChange={setSelected}
            onClose={() => setEnlarged(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
};
