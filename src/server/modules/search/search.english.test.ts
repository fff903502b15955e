import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('search on an English page', () => {
  it('asks for more letters and a lower price in English, and in Spanish on a Spanish page', async () => {
    const english = await createClient(ctx.app, { language: 'en' }).get(
      '/api/frontend/search?q=t&maxPrice=9999999999',
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toEqual({
      code: 'VALIDATION',
      message: 'There is invalid data in the query parameters.',
      fields: { q: 'Please type at least 2 letters.', maxPrice: 'Price too high.' },
    });
    const spanish = await createClient(ctx.app).get('/api/frontend/search?q=t');
    expect(spanish.json().error).toMatchObject({
      message: 'Hay datos no válidos en los parámetros de la consulta.',
      fields: { q: 'Escribe al menos 2 letras.' },
    });
  });
});
