import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import {
  createAuction,
  createBid,
  createLot,
  createSublot,
  createSubscription,
  createUser,
} from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { norma43Statement } from '../../test/norma43.ts';
import { queryRows } from './db/client.ts';
import { hashPassword } from './lib/password.ts';

/**
 * Every text field of every route (issue #28): the OpenAPI document gives each route's path parameters, query
 * string and JSON body; a request that would otherwise pass validation is built from it, and each text field
 * in turn (JSON filters in the query string and multipart file names included) receives NUL, a very long
 * string and odd Unicode. No answer may be a 5xx, and text PostgreSQL cannot store (NUL, lone surrogates)
 * is always refused with the API's Spanish validation error naming the field. Deterministic: the random
 * strings come from a fixed seed.
 */

type TSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  additionalProperties?: boolean | TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  description?: string;
};
type TOperation = {
  parameters?: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: TSchema;
    description?: string;
  }[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
};
type TPath = (string | number)[];

const unstorable = { nul: 'antes\u0000después', highSurrogate: 'antes\uD800después', lowSurrogate: '\uDC00' };
const odd = [
  unstorable.nul,
  unstorable.highSurrogate,
  unstorable.lowSurrogate,
  'ñandú '.repeat(20_000),
  '\u202Eodarép\u200F\u200E',
  '👩‍👩‍👧‍👦🏳️‍🌈🇪🇸',
  `e${'\u0301\u0308'.repeat(50)}`,
  '\u200B\u200C\u200D\uFEFF',
  ...fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }), { seed: 28, numRuns: 2 }),
];
const isUnstorable = (text: string) => Object.values(unstorable).includes(text);

let ctx: TTestContext;
let clients: Record<'bidder' | 'admin', ReturnType<typeof createClient>>;
let document: {
  paths: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TSchema> };
};
let victimId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const passwordHash = await hashPassword('clave-del-fuzz-1');
  const bidder = await createUser(ctx.db, { passwordHash });
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  // The user the back office edits, so that no edit locks the bidder out half way through.
  victimId = (await createUser(ctx.db)).id;
  const auction = await createAuction(ctx.db);
  const lot = await createLot(ctx.db, auction, { price: 10_000 });
  await createSublot(ctx.db, lot);
  await createSubscription(ctx.db, auction, bidder);
  await createBid(ctx.db, lot, bidder, 10_000);
  clients = { bidder: createClient(ctx.app), admin: createClient(ctx.app) };
  await clients.bidder.login(bidder.email, 'clave-del-fuzz-1');
  await clients.admin.login(admin.email, 'clave-del-fuzz-1');
  document = ctx.app.swagger() as unknown as typeof document;
}, 60_000);
afterAll(() => ctx.close());

/**
 * An existing row for a path parameter or an id in a body: `auctions/{id}` and `auctionId` → an auction. The
 * newest, which the fuzz itself usually created (a lot without bids, so its edit reaches the database).
 */
const existingId = async (resource: string): Promise<number> => {
  if (/^users?$/.test(resource)) return victimId;
  const table = resource
    .replace(/Ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  const plural = table.endsWith('s') ? table : `${table}s`;
  const found = await queryRows<{ name: string }>(
    ctx.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name = ${plural}`,
  );
  if (!found.length) return 1;
  const [first] = await queryRows<{ id: number | null }>(
    ctx.db,
    sql.raw(`select max(id)::int as id from "${plural}"`),
  );
  return first?.id ?? 1;
};

const resolve = (schema: TSchema): TSchema => {
  if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {});
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return resolve(options.find((option) => resolve(option).type !== 'null') ?? options[0]!);
  if (schema.allOf?.length) return resolve(schema.allOf[0]!);
  return schema;
};

const day = 86_400_000;
/** A plausible text for a field, from its format, pattern or name (the schema knows no more). */
const sampleText = (schema: TSchema, name: string): string => {
  const later = /end|to$|until|last/i.test(name) ? 20 : 10;
  if (schema.format === 'date-time') return new Date(Date.now() + later * day).toISOString();
  if (schema.format === 'date') return new Date(Date.now() + later * day).toISOString().slice(0, 10);
  if (schema.format === 'email' || /email/i.test(name)) return `fuzz.${name.length}@example.com`;
  if (/youtube/i.test(name)) return 'https://youtu.be/dQw4w9WgXcQ';
  if (/returnTo/.test(name)) return '/';
  if (/base64/i.test(name)) return Buffer.from('texto').toString('base64');
  if (/^a$/.test(name)) return 'ES';
  if (schema.format === 'uri' || /url|endpoint/i.test(name)) return 'https://fcm.googleapis.com/fcm/send/abc';
  if (schema.pattern === '^([01]\\d|2[0-3]):[0-5]\\d$') return /end/i.test(name) ? '18:00' : '09:00';
  if (/p256dh/.test(name)) return 'B'.repeat(87);
  if (/^auth$/.test(name)) return 'a'.repeat(22);
  if (/iban/i.test(name)) return 'ES9121000418450200051332';
  if (/nif|vat|taxId/i.test(name)) return '12345678Z';
  if (/password/i.test(name)) return 'clave-del-fuzz-1';
  if (/postalCode|zip/i.test(name)) return '46001';
  if (/phone/i.test(name)) return '600123456';
  if (/slug|key|code/i.test(name) || schema.pattern) return 'fuzz-1';
  return 'texto'.padEnd(schema.minLength ?? 0, 'x');
};

/** A value the schema accepts, as far as its JSON Schema tells. */
const sample = async (raw: TSchema, name: string): Promise<unknown> => {
  const schema = resolve(raw);
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = [schema.type].flat().find((each) => each !== 'null');
  if (type === 'string') return sampleText(schema, name);
  if (type === 'integer' || type === 'number') {
    if (/id$/i.test(name)) return existingId(name);
    const low = Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1);
    return Math.min(low, schema.maximum ?? low);
  }
  if (type === 'boolean') return false;
  if (type === 'array')
    return Promise.all(
      Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sample(schema.items ?? {}, name.replace(/s$/, '')),
      ),
    );
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      value[key] = await sample(property, key);
    if (!schema.properties && typeof schema.additionalProperties === 'object')
      value.clave = await sample(schema.additionalProperties, 'clave');
    return value;
  }
  return 'texto';
};

/** Where the text fields of a value are, keys of free-form objects included (`key: true`). */
const textFields = (value: unknown, path: TPath = []): { path: TPath; key?: boolean }[] => {
  if (typeof value === 'string') return [{ path }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textFields(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key === 'clave' ? [{ path: [...path, key], key: true }] : []),
      ...textFields(item, [...path, key]),
    ]);
  return [];
};

const replaced = (value: unknown, { path, key }: { path: TPath; key?: boolean }, text: string): unknown => {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as typeof parent;
  const last = path.at(-1)!;
  if (key) {
    parent[text] = parent[last];
    delete parent[last];
  } else parent[last] = text;
  return copy;
};

/** The request, encoded as a browser would (a lone surrogate cannot be percent-encoded: sent escaped in JSON only). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return null;
  }
};

const isFuzzed = (url: string) =>
  url.startsWith('/api/') && !url.endsWith('/live') && !url.startsWith('/api/docs');

describe('every text field of every route', () => {
  it('never answers 5xx to NUL, very long or odd Unicode text, and refuses what PostgreSQL cannot store', async () => {
    let requests = 0;
    let refusedByName = 0;
    const send = async (
      label: string,
      url: string,
      options: { method: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
      text: string,
      fieldName: string | null,
    ) => {
      const client = url.startsWith('/api/admin') ? clients.admin : clients.bidder;
      const response = await client.request({
        method: options.method as 'POST',
        url,
        body: options.body,
        rawBody: options.rawBody,
        headers: options.headers,
      });
      requests++;
      const at = `${label} ← ${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? '…' : ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, at).toBeLessThan(500);
      if (!isUnstorable(text)) return;
      expect(response.statusCode, at).toBeGreaterThanOrEqual(400);
      const error = response.json().error;
      expect(error?.code, at).toBeTypeOf('string');
      if (fieldName && error.code === 'VALIDATION' && /carácter (nulo|Unicode)/.test(JSON.stringify(error))) {
        const named = Object.keys(error.fields ?? {}).some(
          (field) => field === fieldName || field.startsWith(`${fieldName}.`),
        );
        expect(named, at).toBe(true);
        refusedByName++;
      }
    };

    for (const [template, operations] of Object.entries(document.paths)) {
      if (!isFuzzed(template)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const pathValues: Record<string, string> = {};
        for (const parameter of parameters.filter((each) => each.in === 'path')) {
          const resource = template.split('/').at(template.split('/').indexOf(`{${parameter.name}}`) - 1)!;
          const schema = resolve(parameter.schema);
          pathValues[parameter.name] =
            schema.type === 'string'
              ? sampleText(schema, parameter.name)
              : String(await existingId(parameter.name === 'id' ? resource : parameter.name));
        }
        const query: Record<string, string> = {};
        for (const parameter of parameters.filter((each) => each.in === 'query' && each.required))
          query[parameter.name] = String(await sample(parameter.schema, parameter.name));
        const jsonSchema = operation.requestBody?.content['application/json']?.schema;
        const body = jsonSchema ? await sample(jsonSchema, 'body') : undefined;
        const urlOf = (path: Record<string, string>, search: Record<string, string>) => {
          const encoded = new URLSearchParams(search).toString();
          return `${template.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(path[name]!))}${encoded ? `?${encoded}` : ''}`;
        };
        const label = `${method.toUpperCase()} ${template}`;
        const http = { method: method.toUpperCase(), body };

        for (const text of odd) {
          for (const parameter of parameters) {
            const schema = resolve(parameter.schema);
            if (parameter.in === 'header' || (schema.type && schema.type !== 'string')) continue;
            // JSON-encoded filters name their keys in the description: each key gets the text.
            const jsonKeys = parameter.description?.startsWith('JSON:')
              ? [...parameter.description.matchAll(/"(\w+)"/g)].map((match) => match[1]!)
              : [];
            const values = jsonKeys.length
              ? jsonKeys.map((key) => JSON.stringify({ [key]: text }))
              : encode(text) === null
                ? []
                : [text];
            for (const value of values) {
              const url =
                parameter.in === 'path'
                  ? urlOf({ ...pathValues, [parameter.name]: value }, query)
                  : urlOf(pathValues, { ...query, [parameter.name]: value });
              await send(`${label} ${parameter.in} ${parameter.name}`, url, http, text, parameter.name);
            }
          }
          for (const field of textFields(body)) {
            const name = field.key ? field.path.slice(0, -1).join('.') : field.path.join('.');
            await send(
              `${label} body ${field.path.join('.')}${field.key ? ' (key)' : ''}`,
              urlOf(pathValues, query),
              { ...http, body: replaced(body, field, text) },
              text,
              name || null,
            );
          }
        }
      }
    }

    // Multipart: the only text a file upload carries is its name (RFC 7578 `filename*`).
    const auctionId = await existingId('auctions');
    for (const text of odd) {
      const encoded = encode(text);
      if (encoded === null) continue;
      const rawBody = [
        '--zzz',
        `Content-Disposition: form-data; name="file"; filename*=utf-8''${encoded}`,
        'Content-Type: application/pdf',
        '',
        '%PDF-1.4 fuzz',
        '--zzz--',
        '',
      ].join('\r\n');
      await send(
        'POST /api/admin/media/files (file name)',
        `/api/admin/media/files?owner=auction&ownerId=${auctionId}`,
        { method: 'POST', rawBody, headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
        text,
        'file',
      );
    }

    console.info(`${requests} requests; ${refusedByName} refused for unstorable text, naming the field`);
    expect(requests).toBeGreaterThan(2000);
    // Most NUL and lone-surrogate texts reach the rule itself, not an earlier refusal of another field.
    expect(refusedByName).toBeGreaterThan(200);
  }, 240_000);
});

describe('text PostgreSQL cannot store', () => {
  it('is refused in the API validation shape, naming the field, and nothing is saved', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from saved_searches`))[0]!.n;
    const before = await count();
    const response = await clients.bidder.post('/api/frontend/auth/saved-searches', {
      name: 'Tornos\u0000',
      query: { q: 'torno' },
      frequency: 'daily',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Hay datos no válidos en el cuerpo de la petición.',
        fields: { name: 'No puede contener el carácter nulo (U+0000).' },
      },
    });
    expect(await count()).toBe(before);

    // A lone surrogate in a search filter sent as JSON in the query string.
    const search = await clients.admin.get(
      `/api/admin/users?filter=${encodeURIComponent('{"search":"\\ud800"}')}`,
    );
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({
      'filter.search': 'Contiene un carácter Unicode no válido (suplente UTF-16 suelto).',
    });
  });

  it('in a bank statement file is refused naming the movement, in both formats', async () => {
    const statements = async () =>
      (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from bank_statements`))[0]!.n;
    const before = await statements();
    const files = {
      'extracto.n43': norma43Statement([{ date: '2026-11-02', amount: 1000, concept: 'PAGO\u0000LONJA' }]),
      'extracto.csv': Buffer.from('Fecha;Concepto;Importe\n02/11/2026;PAGO\u0000LONJA;10,00\n'),
    };
    for (const [fileName, data] of Object.entries(files)) {
      const response = await clients.admin.post('/api/admin/bank-statements', {
        fileName,
        contentBase64: data.toString('base64'),
      });
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json().error.fields, fileName).toEqual({
        file: 'Movimiento 1: No puede contener el carácter nulo (U+0000).',
      });
    }
    expect(await statements()).toBe(before);
  });
});
