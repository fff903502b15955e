import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TImage } from '@/common/schemas/media.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { useDeleteImage } from '../api/delete-image.ts';
import { useReorderImages } from '../api/reorder-images.ts';
import { type TMediaOwner, uploadMedia } from '../api/upload-media.ts';

const t = messages.admin.media;

type TUpload = { name: string; progress: number; error?: string };

/** One thumbnail: drag it (or focus the handle and use space and arrows) to reorder; the first is the cover. */
const SortableImage = ({
  image,
  index,
  onCover,
  onRemove,
}: {
  image: TImage;
  index: number;
  onCover: () => void;
  onRemove: () => void;
}) => {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: image.id });
  return (
    <Stack
      ref={setNodeRef}
      gap={2}
      align="center"
      w={96}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <img
        src={image.thumb ?? image.url ?? ''}
        alt={image.alt}
        width={96}
        height={72}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
      <Group gap={2}>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t.move(index + 1)}
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </Button>
        {index > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={onCover}>
            {t.cover}
          </Button>
        )}
        <CloseButton size="sm" aria-label={t.removeImage(index + 1)} onClick={onRemove} />
      </Group>
    </Stack>
  );
};

/**
 * Pictures of an auction or lot: upload many at once with a progress bar each, delete, and move one
 * earlier (the first is the cover). Buttons rather than drag and drop, so it works by keyboard.
 */
export const MediaManager = ({
  owner,
  ownerId,
  images,
}: {
  owner: TMediaOwner;
  ownerId: number;
  images: TImage[];
}) => {
  const inputId = useId();
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const reorderImages = useReorderImages(owner, ownerId);
  const deleteImage = useDeleteImage();
  const error = reorderImages.error ?? deleteImage.error;

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    const list = [...files];
    setUploads(list.map((file) => ({ name: file.name, progress: 0 })));
    await Promise.all(
      list.map((file, index) =>
        uploadMedia({
          kind: 'images',
          owner,
          ownerId,
          file,
          onProgress: (progress) =>
            setUploads((current) =>
              current.map((item, position) => (position === index ? { ...item, progress } : item)),
            ),
        }).catch((failure: Error) =>
          setUploads((current) =>
            current.map((item, position) =>
              position === index ? { ...item, error: failure.message } : item,
            ),
          ),
        ),
      ),
    );
    await invalidateAdmin();
  };

  const reorder = (ids: number[]) => reorderImages.mutate(ids);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = images.map((image) => image.id);
    reorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <Stack gap="xs">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={images.map((image) => image.id)} strategy={horizontalListSortingStrategy}>
          <Group gap="xs">
            {images.map((image, index) => (
              <SortableImage
                key={image.id}
                image={image}
                index={index}
                onCover={() =>
                  reorder([image.id, ...images.map((other) => other.id).filter((id) => id !== image.id)])
                }
                onRemove={() => deleteImage.mutate(image.id)}
              />
            ))}
          </Group>
        </SortableContext>
      </DndContext>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop area only adds dragging; the file input inside works by keyboard */}
      <div
        className={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void onFiles(event.dataTransfer.files);
        }}
      >
        <Text component="label" htmlFor={inputId} size="sm" fw={600}>
          {t.addImages}
        </Text>
        <Text size="xs" c="dimmed">
          {t.dropHint}
        </Text>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => onFiles(event.currentTarget.files)}
        />
      </div>
      {uploads.map((upload) => (
        <div key={upload.name}>
          <Text size="xs">{upload.name}</Text>
          {upload.error ? (
            <Text size="xs" c="red.8">
              {upload.error}
            </Text>
          ) : (
            <Progress value={upload.progress} aria-label={t.progressOf(upload.name)} />
          )}
        </div>
      ))}
      <ErrorAlert error={error} />
    </Stack>
  );
};
