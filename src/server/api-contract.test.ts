import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/app.ts';

/**
 * The API's contract is its schemas (issue #15): every route answers through a declared response schema, so
 * the OpenAPI document describes the whole API and the browser's types (inferred from the same schemas in
 * src/common/schemas) cannot drift from what the server sends.
 */
let ctx: TTestContext;
let document: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

/** Fastify's `/lots/:id` is OpenAPI's `/lots/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

const apiRoutes = () =>
  ctx.app.registeredRoutes.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );

describe('the API contract', () => {
  it('lists every API route in the OpenAPI document', () => {
    const missing = apiRoutes()
      .filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('declares a response schema for the success of every API route', () => {
    const undeclared = apiRoutes()
      .filter((route) => !route.responseStatuses.some((status) => /^[23]\d\d$/.test(status)))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});
