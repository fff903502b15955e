import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBidRangesSchema } from '@/common/schemas/config-data.ts';
import { configData } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/frontend/config-data/{key}', () => {
  it('serves a public key as JSON text', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/config-data/bidRanges' });
    expect(response.statusCode).toBe(200);
    const { configData: entry } = response.json().data;
    expect(entry.dataKey).toBe('bidRanges');
    const ranges = ZBidRangesSchema.parse(JSON.parse(entry.dataValue));
    expect(ranges[0]).toEqual({ value: 0, increment: 10 });
  });

  it('never serves a private key', async () => {
    await ctx.db.insert(configData).values({ key: 'smtpSecret', value: { password: 'x' }, isPublic: false });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/config-data/smtpSecret' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('password');
  });
});
