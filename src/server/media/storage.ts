import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { stripAccents } from '@/common/fold-accents.ts';
import type { TImageUrls } from '@/server/db/schema/media.ts';
import { renderImageSizes } from './images.ts';

export type TStoredImage = { urls: TImageUrls; width: number; height: number };
export type TStoredFile = { url: string; size: number };
/** A stored object as read back: its bytes as a stream, its length and type. */
export type TStoredObject = { body: Readable; size: number; contentType: string };

/**
 * Where uploads live, under keys such as `images/<id>/large.webp` served at `/media/<key>`: a folder on disk
 * (the default) or an S3-compatible bucket (`s3-storage.ts`) when the site runs on several machines. Both
 * store the five image sizes and documents alike; keys never change (each upload gets a new id).
 */
export type TObjectStore = {
  kind: 'disk' | 's3';
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  /** null when there is no such object. */
  get: (key: string) => Promise<TStoredObject | null>;
};

export type TStorage = TObjectStore & {
  saveImage: (input: Buffer) => Promise<TStoredImage>;
  saveFile: (options: { name: string; data: Buffer; mimeType: string }) => Promise<TStoredFile>;
  /**
   * A document that names people (a customs declaration, a signed CMR): kept under `private/`, which
   * /media/ never serves (plugins/media.ts); read back with `get(key)` by a route that checks who asks.
   */
  savePrivateFile: (options: { name: string; data: Buffer; mimeType: string }) => Promise<{ key: string }>;
};

/** The keys of private documents: never public, whichever store holds them. */
export const privatePrefix = 'private/';

/** Keeps a readable name but only safe characters: accents folded, spaces to dashes. */
export const safeFileName = (name: string) =>
  stripAccents(name)
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'archivo';

/** Images in five WebP sizes and documents under their safe name, in whichever store. */
export const createMediaStorage = (store: TObjectStore): TStorage => ({
  ...store,
  saveImage: async (input) => {
    const id = randomUUID();
    const { sizes, width, height } = await renderImageSizes(input);
    await Promise.all(
      sizes.map(({ size, data }) => store.put(`images/${id}/${size}.webp`, data, 'image/webp')),
    );
    const urls = Object.fromEntries(
      sizes.map(({ size }) => [size, `/media/images/${id}/${size}.webp`]),
    ) as TImageUrls;
    return { urls, width, height };
  },
  saveFile: async ({ name, data, mimeType }) => {
    const key = `files/${randomUUID()}/${safeFileName(name)}`;
    await store.put(key, data, mimeType);
    return { url: `/media/${key}`, size: data.length };
  },
  savePrivateFile: async ({ name, data, mimeType }) => {
    const key = `${privatePrefix}${randomUUID()}/${safeFileName(name)}`;
    await store.put(key, data, mimeType);
    return { key };
  },
});

/** Keys are made by this module; a key that would leave the folder is refused all the same. */
const diskPath = (root: string, key: string) => {
  const path = resolve(root, key);
  if (!path.startsWith(resolve(root) + sep)) throw new Error(`Media key outside the store: ${key}`);
  return path;
};

/** A folder on disk (UPLOADS_DIR), served at /media/ by the web plugin as static files. */
export const createDiskStorage = ({ root }: { root: string }): TStorage =>
  createMediaStorage({
    kind: 'disk',
    put: async (key, data) => {
      const path = diskPath(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    get: async (key) => {
      const path = diskPath(root, key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { body: createReadStream(path), size: found.size, contentType: 'application/octet-stream' };
    },
  });
