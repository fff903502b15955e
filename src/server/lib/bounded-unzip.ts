import { Unzip, type UnzipFile, UnzipInflate, zipSync } from 'fflate';

/**
 * Inflates every entry of a zip archive, counting the bytes it really produces: an archive's headers may
 * declare any size (a "lying" .xlsx took 84 s and 3.2 GB before being refused when its declared sizes were
 * trusted), so the count, not the headers, stops it at `maxBytes`, and the clock at `budgetMs`. The archive
 * is fed in small slices, so one slice cannot inflate to more than ~16 MB before the count is looked at.
 */
export type TBoundedUnzip =
  | { ok: true; files: Record<string, Uint8Array> }
  | { ok: false; reason: 'too-large' | 'too-slow' | 'invalid'; inflated: number };

const sliceBytes = 16 * 1024;

export const unzipBounded = (
  data: Uint8Array,
  {
    maxBytes,
    budgetMs,
    now = () => performance.now(),
  }: { maxBytes: number; budgetMs: number; now?: () => number },
): TBoundedUnzip => {
  const started = now();
  const files: Record<string, Uint8Array[]> = {};
  const open: UnzipFile[] = [];
  let inflated = 0;
  let stop: 'too-large' | 'too-slow' | 'invalid' | null = null;
  const halt = (reason: 'too-large' | 'too-slow' | 'invalid') => {
    stop ??= reason;
    for (const file of open) file.terminate();
  };
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    files[file.name] = chunks;
    open.push(file);
    file.ondata = (error, chunk) => {
      if (error) return halt('invalid');
      inflated += chunk.length;
      if (inflated > maxBytes) return halt('too-large');
      if (now() - started > budgetMs) return halt('too-slow');
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length && !stop; at += sliceBytes) {
      if (now() - started > budgetMs) halt('too-slow');
      else unzip.push(data.subarray(at, at + sliceBytes), at + sliceBytes >= data.length);
    }
  } catch {
    halt('invalid');
  }
  if (stop) return { ok: false, reason: stop, inflated };
  return {
    ok: true,
    files: Object.fromEntries(Object.entries(files).map(([name, chunks]) => [name, Buffer.concat(chunks)])),
  };
};

/** The same entries as an archive whose sizes are true (stored, not compressed): safe to hand to a parser. */
export const storedZip = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files, { level: 0 }));
