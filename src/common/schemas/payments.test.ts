import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ZImportBankStatementRequestSchema } from './payments.ts';

describe('a bank statement sent as base64', () => {
  it('is refused, naming the file, when it holds a character base64 does not use', () => {
    const result = ZImportBankStatementRequestSchema.safeParse({
      fileName: 'extracto.n43',
      contentBase64: 'MTEyMzQ1Njc4OTAx\r\nMjM0NTY3ODkw*',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['contentBase64'],
        message: 'El archivo no llegó bien (base64 no válido).',
      }),
    ]);
  });

  // V8 stops optimising the regular expressions it compiles once a process has compiled enough of them: a
  // long-running instance, or a test worker after a few hundred files, where a statement of 20,000 movements
  // was answered with a 500 (docs/testing.md). `--no-regexp-optimization` is that state from the start.
  it('is read up to its 8 MB limit even where V8 no longer optimises regular expressions', () => {
    const schema = fileURLToPath(new URL('./payments.ts', import.meta.url));
    const script = `
      const { ZImportBankStatementRequestSchema } = await import(${JSON.stringify(schema)});
      const contentBase64 = Buffer.alloc(5_900_000, '2201234567890123\\r\\n').toString('base64');
      const result = ZImportBankStatementRequestSchema.safeParse({ fileName: 'grande.n43', contentBase64 });
      process.stdout.write(String(contentBase64.length > 7_800_000 && result.success));
    `;
    const answer = execFileSync(
      process.execPath,
      ['--no-regexp-optimization', '--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(answer).toBe('true');
  });
});
