import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stripAccents } from '@/common/fold-accents.ts';
import type { TImageUrls } from '@/server/db/schema/media.ts';
import { renderImageSizes } from './images.ts';

export type TStoredImage = { urls: TImageUrls; width: number; height: number };
export type TStoredFile = { url: string; size: number };

/**
 * Where uploads live. Today a folder on disk served at /media/; an S3-compatible store can implement the
 * same two calls when the site runs on several machines (DESIGN §8).
 */
export type TStorage = {
  root: string;
  saveImage: (input: Buffer) => Promise<TStoredImage>;
  saveFile: (options: { name: string; data: Buffer; mimeType: string }) => Promise<TStoredFile>;
};

/** Keeps a readable name but only safe characters: accents folded, spaces to dashes. */
export const safeFileName = (name: string) =>
  stripAccents(name)
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'archivo';

export const createDiskStorage = ({ root }: { root: string }): TStorage => ({
  root,
  saveImage: async (input) => {
    const id = randomUUID();
    const folder = join(root, 'images', id);
    const { sizes, width, height } = await renderImageSizes(input);
    await mkdir(folder, { recursive: true });
    await Promise.all(sizes.map(({ size, data }) => writeFile(join(folder, `${size}.webp`), data)));
    const urls = Object.fromEntries(
      sizes.map(({ size }) => [size, `/media/images/${id}/${size}.webp`]),
    ) as TImageUrls;
    return { urls, width, height };
  },
  saveFile: async ({ name, data }) => {
    const id = randomUUID();
    const fileName = safeFileName(name);
    await mkdir(join(root, 'files', id), { recursive: true });
    await writeFile(join(root, 'files', id, fileName), data);
    return { url: `/media/files/${id}/${fileName}`, size: data.length };
  },
});
