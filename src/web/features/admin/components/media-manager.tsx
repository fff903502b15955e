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
import { Alert, Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TImage } from '@/common/schemas/catalogue.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';

type TUpload = { name: string; progress: number; error?: string };

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** fetch cannot report upload progress; XMLHttpRequest can, so each file gets its own bar. */
export const uploadOne = (url: string, file: File, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('x-xsrf-token', decodeURIComponent(readCookie('XSRF-TOKEN') ?? ''));
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      if (request.status < 300) return resolve();
      try {
        reject(new Error(JSON.parse(request.responseText).error.message));
      } catch {
        reject(new Error('No se ha podido subir el archivo.'));
      }
    };
    request.onerror = () => reject(new Error('Se ha perdido la conexión al subir el archivo.'));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });

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
          aria-label={`Mover la imagen ${index + 1}`}
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </Button>
        {index > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={onCover}>
            Portada
          </Button>
        )}
        <CloseButton size="sm" aria-label={`Eliminar la imagen ${index + 1}`} onClick={onRemove} />
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
  owner: 'auction' | 'lot' | 'sale' | 'sale-lot';
  ownerId: number;
  images: TImage[];
}) => {
  const inputId = useId();
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    const list = [...files];
    setUploads(list.map((file) => ({ name: file.name, progress: 0 })));
    await Promise.all(
      list.map((file, index) =>
        uploadOne(`/api/admin/media/images?owner=${owner}&ownerId=${ownerId}`, file, (progress) =>
          setUploads((current) =>
            current.map((item, position) => (position === index ? { ...item, progress } : item)),
          ),
        ).catch((failure: Error) =>
          setUploads((current) =>
            current.map((item, position) =>
              position === index ? { ...item, error: failure.message } : item,
            ),
          ),
        ),
      ),
    );
    await refresh();
  };

  const reorder = async (ids: number[]) => {
    await api
      .put(`/admin/media/images/order?owner=${owner}&ownerId=${ownerId}`, { ids })
      .catch((failure: Error) => setError(failure.message));
    await refresh();
  };
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = images.map((image) => image.id);
    void reorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  const remove = async (id: number) => {
    await api.delete(`/admin/media/images/${id}`).catch((failure: Error) => setError(failure.message));
    await refresh();
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
                onRemove={() => remove(image.id)}
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
          Añadir imágenes (JPEG, PNG, WebP; hasta 15 MB cada una)
        </Text>
        <Text size="xs" c="dimmed">
          Arrástralas aquí o elígelas:
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
            <Progress value={upload.progress} aria-label={`Progreso de ${upload.name}`} />
          )}
        </div>
      ))}
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
};
