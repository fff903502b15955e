import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBidRangesSchema } from '@/common/schemas/config-data.ts';
import { configData } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

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

describe('admin config data', () => {
  it('saves a valid setting for everyone at once, and names the problem with an invalid one', async () => {
    const user = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-de-admin-1'),
    });
    const admin = createClient(ctx.app);
    await admin.login(user.email, 'clave-de-admin-1');

    const unordered = JSON.stringify([
      { value: 0, increment: 5 },
      { value: 500, increment: 20 },
      { value: 100, increment: 10 },
    ]);
    const refused = await admin.put('/api/admin/config-data/bidRanges', {
      configData: { dataKey: 'bidRanges', dataValue: unordered },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['configData.dataValue']).toBe(
      'Los tramos deben ir de menor a mayor importe, sin repetirse.',
    );
    const otherKey = await admin.put('/api/admin/config-data/bidRanges', {
      configData: { dataKey: 'vatPercent', dataValue: '21' },
    });
    expect(otherKey.statusCode).toBe(400);
    expect(otherKey.json().error.fields['configData.dataKey']).toBe('Debe ser «bidRanges».');
    const notJson = await admin.put('/api/admin/config-data/bidRanges', {
      configData: { dataKey: 'bidRanges', dataValue: '[{' },
    });
    expect(notJson.json().error.fields['configData.dataValue']).toBe('El valor no es un JSON válido.');

    const ranges = JSON.stringify([
      { value: 0, increment: 5 },
      { value: 100, increment: 10 },
    ]);
    const saved = await admin.put('/api/admin/config-data/bidRanges', {
      configData: { dataKey: 'bidRanges', dataValue: ranges },
    });
    expect(saved.json().data.configData).toMatchObject({
      dataKey: 'bidRanges',
      dataValue: ranges,
      isPublic: true,
    });
    const visible = await ctx.app.inject({ method: 'GET', url: '/api/frontend/config-data/bidRanges' });
    expect(JSON.parse(visible.json().data.configData.dataValue)).toEqual(JSON.parse(ranges));
    const all = (await admin.get('/api/admin/config-data')).json().data.configData;
    expect(all.map((entry: { dataKey: string }) => entry.dataKey)).toEqual(
      expect.arrayContaining(['bidRanges', 'softClose', 'vatPercent', 'smtpSecret']),
    );
  });
});
