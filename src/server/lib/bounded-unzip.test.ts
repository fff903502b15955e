import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lyingZip } from '../../../test/archives.ts';
import { storedZip, unzipBounded } from './bounded-unzip.ts';

describe('unzipping with a bound on what comes out', () => {
  it('stops a lying archive at the limit, whatever its headers declare', () => {
    const limit = 4 * 1024 * 1024;
    const result = unzipBounded(lyingZip(64 * 1024 * 1024), { maxBytes: limit, budgetMs: 60_000 });
    expect(result).toMatchObject({ ok: false, reason: 'too-large' });
    // It stopped within one slice's worth of output past the limit, not after inflating 64 MB.
    expect(result.ok === false && result.inflated).toBeLessThan(limit + 17 * 1024 * 1024);
  });

  it('stops at the time budget', () => {
    let clock = 0;
    // Bytes that do not compress: the archive is many slices long, and the clock is read at each.
    const noise = randomBytes(1024 * 1024);
    const result = unzipBounded(zipSync({ 'noise.bin': noise }), {
      maxBytes: 1024 * 1024 * 1024,
      budgetMs: 10,
      now: () => (clock += 5),
    });
    expect(result).toMatchObject({ ok: false, reason: 'too-slow' });
  });

  it('gives back an honest archive’s entries, and an archive of them whose sizes are true', () => {
    const files = { 'a.xml': new TextEncoder().encode('<a/>'), 'b/c.xml': new Uint8Array(100_000).fill(65) };
    const result = unzipBounded(zipSync(files), { maxBytes: 1_000_000, budgetMs: 60_000 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.files).sort()).toEqual(['a.xml', 'b/c.xml']);
    expect(result.files['b/c.xml']!.length).toBe(100_000);
    const again = unzipBounded(storedZip(result.files), { maxBytes: 1_000_000, budgetMs: 60_000 });
    expect(again.ok && new TextDecoder().decode(again.files['a.xml'])).toBe('<a/>');
  });
});
