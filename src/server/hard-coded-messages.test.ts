import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Everything a person reads in an API answer or a form comes from the catalogue (src/common/i18n/api), so
 * that it follows the request's language (docs/product.md#languages). This scan finds a Spanish message
 * written as a literal where a person reads it: an `AppError`'s message or fields, `notFound('…')`, zod's
 * `{ error: '…' }`, an issue's `message: '…'`, and a check's message argument (`.min(n, '…')`,
 * `.regex(r, '…')`, `.refine(f, '…')`, `.int('…')`…).
 */

const root = join(import.meta.dirname, '../..');

/**
 * Files whose messages no person reads: the answers to Redsys's notifications go back to the gateway's
 * server (a bad signature, an unknown order), and stay in the one language its operators see in its logs.
 */
const readByMachines = new Set(['src/server/modules/payments/card-payments.service.ts']);

/** Spanish by its letters and punctuation, or by words English does not use. */
const spanish =
  /[áéíóúüñÁÉÍÓÚÑ¿¡«»]|\b(?:el|la|los|las|del|al|de|en|y|o|un|una|unos|unas|tu|tus|su|sus|que|por|para|con|sin|ya|es|ha|se|lo|le|este|esta|ese|esa|puede|debe|hay|escribe|elige|pon)\b/i;

/** A check's arguments, by the index of the one that is its message. */
const messageArgument: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  regex: 1,
  refine: 1,
  int: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonempty: 0,
  email: 0,
  url: 0,
  notFound: 0,
};

/** The text of a string or template literal starting at `at`, and where it ends. */
const literalAt = (source: string, at: number): { text: string; end: number } | null => {
  const quote = source[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let index = at + 1;
  while (index < source.length && source[index] !== quote) index += source[index] === '\\' ? 2 : 1;
  return { text: source.slice(at + 1, index), end: index + 1 };
};

/** Where a regular expression literal starting at `at` ends. */
const regexEnd = (source: string, at: number) => {
  let index = at + 1;
  let inClass = false;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
    index += 1;
  }
  index += 1;
  while (/[a-z]/.test(source[index] ?? '')) index += 1;
  return index;
};

/** Where the comment starting at `at` ends, or `at` itself when none starts there. */
const commentEnd = (source: string, at: number) => {
  if (source[at] !== '/') return at;
  if (source[at + 1] === '/') {
    const end = source.indexOf('\n', at);
    return end === -1 ? source.length : end;
  }
  if (source[at + 1] === '*') {
    const end = source.indexOf('*/', at + 2);
    return end === -1 ? source.length : end + 2;
  }
  return at;
};

/** Where each argument of the call whose `(` is at `open` starts. */
const argumentStarts = (source: string, open: number): number[] => {
  const skipBlank = (at: number) => {
    let index = at;
    for (;;) {
      while (/\s/.test(source[index] ?? '')) index += 1;
      const end = commentEnd(source, index);
      if (end === index) return index;
      index = end;
    }
  };
  const starts = [skipBlank(open + 1)];
  let depth = 1;
  let expectValue = true;
  let index = starts[0]!;
  while (index < source.length) {
    index = skipBlank(index);
    const char = source[index] ?? '';
    if (char === "'" || char === '"' || char === '`') {
      index = literalAt(source, index)!.end;
      expectValue = false;
      continue;
    }
    if (char === '/' && expectValue) {
      index = regexEnd(source, index);
      expectValue = false;
      continue;
    }
    if ('([{'.includes(char)) {
      depth += 1;
      expectValue = true;
    } else if (')]}'.includes(char)) {
      depth -= 1;
      expectValue = false;
      if (depth === 0) return index === starts[0] ? [] : starts;
    } else if (char === ',' && depth === 1) {
      index = skipBlank(index + 1);
      starts.push(index);
      expectValue = true;
      continue;
    } else expectValue = /[=:?&|!<>+\-*%^~;,]/.test(char);
    index += 1;
  }
  return starts;
};

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** Every literal Spanish message in a file's source, as `line: what`. */
const hardCodedMessages = (source: string): string[] => {
  const found: { at: number; what: string }[] = [];
  const report = (literalStart: number, what: string) => {
    const literal = literalAt(source, literalStart);
    if (literal && spanish.test(literal.text))
      found.push({ at: literalStart, what: `${what} ${literal.text}` });
  };
  const properties = /(?<![\w$.])(error|message)\s*:\s*(?=['"`])/g;
  for (const match of source.matchAll(properties)) report(match.index + match[0].length, `${match[1]}:`);
  // A field's message inside `fields: { … }`.
  for (const match of source.matchAll(/\bfields\s*:\s*\{[^{}]*\}/g))
    for (const field of match[0].matchAll(/:\s*(?=['"`])/g))
      if (field.index > 0) report(match.index + field.index + field[0].length, 'fields:');
  for (const match of source.matchAll(/\bnew AppError\(/g)) {
    const open = match.index + match[0].length - 1;
    const message = argumentStarts(source, open)[1];
    if (message !== undefined) report(message, 'new AppError');
  }
  for (const match of source.matchAll(/\b(\w+)\(/g)) {
    const index = messageArgument[match[1]!];
    if (index === undefined) continue;
    const open = match.index + match[0].length - 1;
    const argument = argumentStarts(source, open)[index];
    if (argument !== undefined) report(argument, `${match[1]}()`);
  }
  return [...new Map(found.map((hit) => [hit.at, hit])).values()]
    .sort((a, b) => a.at - b.at)
    .map((hit) => `${lineOf(source, hit.at)}: ${hit.what}`);
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

const scanned = [
  'src/common/schemas',
  'src/common/validation',
  'src/server/modules',
  'src/server/plugins',
  'src/server/lib',
  'src/server/live',
  'src/server/jobs',
].flatMap(sourceFiles);

describe('messages a person reads', () => {
  it('are found by the scan in each form they take', () => {
    const probe = [
      "throw new AppError('BUSINESS_RULE', 'La subasta ha terminado.');",
      'throw new AppError(',
      "  'CONFLICT',",
      `  \`Ya existe \${what}.\`,`,
      ');',
      "const name = z.string({ error: 'Escribe el nombre.' }).min(2, 'Escribe el nombre.');",
      "const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Solo minúsculas.');",
      "const code = z.string().refine((value) => check(value, 2), 'El código no es válido.');",
      "const id = z.number().int('Identificador no válido.');",
      "ctx.addIssue({ code: 'custom', message: 'Las contraseñas no coinciden.' });",
      "if (!row) throw notFound('La página no existe.');",
      "throw new AppError('VALIDATION', t.x, { fields: { code: 'El código no es correcto.' } });",
      // Already from the catalogue, or not for people: not reported.
      'const fine = z.string({ error: () => t.nameMissing }).min(2, { error: () => t.nameMissing });',
      "throw new AppError('BUSINESS_RULE', apiText.bids.auctionClosed);",
      "log.error({ err: error }, 'response does not match its schema');",
      "const summary = 'Sends a message to the auction house';",
    ].join('\n');
    expect(hardCodedMessages(probe)).toEqual([
      '1: new AppError La subasta ha terminado.',
      `4: new AppError Ya existe \${what}.`,
      '6: error: Escribe el nombre.',
      '6: min() Escribe el nombre.',
      '7: regex() Solo minúsculas.',
      '8: refine() El código no es válido.',
      '9: int() Identificador no válido.',
      '10: message: Las contraseñas no coinciden.',
      '11: notFound() La página no existe.',
      '12: fields: El código no es correcto.',
    ]);
  });

  it('come from the catalogue, not from literals in the code', () => {
    expect(scanned.length).toBeGreaterThan(200);
    const offending = scanned
      .filter((file) => !readByMachines.has(file))
      .flatMap((file) =>
        hardCodedMessages(readFileSync(join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
      );
    expect(offending).toEqual([]);
  });
});
