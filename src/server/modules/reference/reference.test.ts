import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCountriesResponse, TProvincesResponse } from '@/common/schemas/reference.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('reference data', () => {
  it('lists España (id 73) first and then the countries alphabetically in Spanish', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/countries' });
    const { countries } = response.json<TCountriesResponse>().data;
    expect(countries[0]).toEqual({ id: 73, name: 'España', iso2: 'ES', vies: true });
    const rest = countries.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es')));
    expect(countries.length).toBeGreaterThan(190);
    expect(countries.find((country) => country.iso2 === 'FR')?.vies).toBe(true);
    expect(countries.find((country) => country.iso2 === 'MA')?.vies).toBe(false);
  });

  it('lists the 52 provinces with their official codes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/provinces' });
    const { provinces } = response.json<TProvincesResponse>().data;
    expect(provinces).toHaveLength(52);
    expect(provinces).toContainEqual({ id: 28, name: 'Madrid' });
    expect(provinces).toContainEqual({ id: 46, name: 'Valencia/València' });
  });
});
