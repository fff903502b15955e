import { afterEach, describe, expect, it } from 'vitest';
import { apiTextReads } from '@/common/i18n/api/index.ts';

afterEach(() => {
  apiTextReads.listener = null;
});

describe('the schemas and the server modules', () => {
  it('read no message of the API catalogue while they are imported', async () => {
    // A message read at import keeps the language of whoever came first (src/common/i18n/api/index.ts).
    const modules = {
      ...import.meta.glob(['../common/**/*.ts', '!../common/**/*.test.ts', '!../common/i18n/**']),
      ...import.meta.glob(['./{modules,plugins,lib,live,jobs}/**/*.ts', '!./**/*.test.ts']),
    };
    expect(Object.keys(modules).length).toBeGreaterThan(300);
    const reads: string[] = [];
    let current = '';
    apiTextReads.listener = (path) => reads.push(`${current}: ${path}`);
    for (const [file, load] of Object.entries(modules)) {
      current = file;
      await load();
    }
    expect(reads).toEqual([]);
  }, 180_000);

  it('are caught reading one at import', async () => {
    const reads: string[] = [];
    apiTextReads.listener = (path) => reads.push(path);
    const { apiText } = await import('@/common/i18n/api/index.ts');
    const t = apiText.contact;
    expect(reads).toEqual([]);
    expect(t.nameMissing).toBe('Escribe tu nombre.');
    expect(reads).toEqual(['contact.nameMissing']);
  });
});
