import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be stored, or null. PostgreSQL's text and jsonb cannot hold NUL (U+0000), and a lone
 * UTF-16 surrogate is not Unicode at all: the driver would silently turn it into U+FFFD (text) or
 * PostgreSQL would refuse it (jsonb). Either way the client's data would be lost or answered with a 500.
 */
export const unstorableTextReason = (text: string): string | null => {
  if (text.includes('\u0000')) return apiText.api.nullCharacter;
  if (loneSurrogate.test(text)) return apiText.api.loneSurrogate;
  return null;
};

/** Dates, buffers and other class instances a schema may produce hold no client text. */
const isPlain = (node: object) => [Object.prototype, null].includes(Object.getPrototypeOf(node));

/** Reports every string (and object key) under `value` that cannot be stored, at its own path. */
const refuseUnstorableText = (value: unknown, ctx: z.RefinementCtx) => walk(value, [], ctx);

const walk = (node: unknown, path: (string | number)[], ctx: z.RefinementCtx): void => {
  if (typeof node === 'string') {
    const reason = unstorableTextReason(node);
    if (reason) ctx.addIssue({ code: 'custom', path, message: reason, input: node });
    return;
  }
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) walk(item, [...path, index], ctx);
    return;
  }
  if (node === null || typeof node !== 'object' || !isPlain(node)) return;
  for (const [key, item] of Object.entries(node)) {
    walk(key, [...path, key], ctx);
    walk(item, [...path, key], ctx);
  }
};

/**
 * The zod validator compiler, refusing unstorable text anywhere in the parsed body, query string or path
 * parameters: one rule for every text field of every route. It walks the parsed value (a JSON filter in the
 * query string included), so the 400 names the field just as any other validation error does.
 */
export const storableTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.schema.superRefine(refuseUnstorableText) });
