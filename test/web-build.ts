import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A miniature build as `npm run build` lays it out: `web/` with index.html and Vite's manifest, and `ssr/`
 * whose entry is the web app's real server entry (Vitest compiles it), so the server renders the real
 * pages, with the meta, preloads and sitemap entries their descriptors declare. Pass `webDir` as
 * WEB_DIST_DIR; `remove()` deletes it all.
 */
export const createWebBuild = async ({
  indexHtml,
  manifest = {},
}: {
  indexHtml: string;
  manifest?: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
}) => {
  const dir = await mkdtemp(join(tmpdir(), 'lonja-build-'));
  const webDir = join(dir, 'web');
  await mkdir(join(webDir, '.vite'), { recursive: true });
  await mkdir(join(dir, 'ssr'));
  await writeFile(join(webDir, 'index.html'), indexHtml);
  await writeFile(join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(
    join(dir, 'ssr', 'entry-server.js'),
    `export { createRenderer } from ${JSON.stringify(resolve('src/web/entry-server.tsx'))};`,
  );
  return { webDir, remove: () => rm(dir, { recursive: true, force: true }) };
};
