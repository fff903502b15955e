import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from '../test/app.ts';
it('dumps', async () => {
  const ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const routes = ctx.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
  writeFileSync(process.env.DUMP!, res.body);
  writeFileSync(`${process.env.DUMP}.routes`, routes.join('\n'));
  await ctx.close();
}, 120_000);
