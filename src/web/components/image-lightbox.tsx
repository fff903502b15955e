import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { srcSet } from '@/common/images.ts';
import type { TImage } from '@/common/schemas/media.ts';
import { messages } from '@/web/i18n/messages.ts';

/**
 * The enlarged picture: a dialog over the page (Mantine's Modal traps focus and closes on Escape; the
 * gallery puts focus back on the picture that opened it). ← and → move between pictures; the browser picks from the five
 * sizes the one that fills the screen, so a phone still gets a small file. Loaded only when first opened.
 */
const ImageLightbox = ({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  images: TImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) => {
  const image = images[index];
  const count = images.length;
  const move = (step: number) => onIndexChange((index + step + count) % count);
  return (
    <Modal
      opened
      onClose={onClose}
      returnFocus={false}
      fullScreen
      title={`${title} · ${messages.lots.imageOf(index + 1, count)}`}
      closeButtonProps={{ 'aria-label': messages.lots.closeImage }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
        else return;
        event.preventDefault();
      }}
      classNames={{ body: 'lightbox-body' }}
    >
      {image && (
        <figure className="lightbox-figure" data-testid="lightbox-image" data-index={index}>
          <img
            src={image.large ?? image.big ?? image.default ?? image.url ?? undefined}
            srcSet={srcSet(image) || undefined}
            sizes="100vw"
            alt={image.alt || `${title} (${index + 1}/${count})`}
            className="lightbox-image"
          />
        </figure>
      )}
      {count > 1 && (
        <Group justify="center" gap="md" mt="sm">
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={messages.lots.previousImage}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">←</span>
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {messages.lots.imageOf(index + 1, count)}
          </Text>
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={messages.lots.nextImage}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">→</span>
          </ActionIcon>
        </Group>
      )}
      <Text size="xs" c="dimmed" ta="center" mt="xs">
        {messages.lots.lightboxHint}
      </Text>
    </Modal>
  );
};

export default ImageLightbox;
