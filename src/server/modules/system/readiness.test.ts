import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/ready', () => {
  it('is ready when the database answers with every migration, not when one is missing, nor while draining', async () => {
    const fresh = await ready();
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json()).toEqual({ data: { status: 'ready', database: true, migrations: true } });

    // As an instance of a newer build would find a database not yet migrated to it.
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      ctx.db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    const behind = await ready();
    expect(behind.statusCode).toBe(503);
    expect(behind.json().data).toEqual({ status: 'not-ready', database: true, migrations: false });
    await ctx.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
    );
    expect((await ready()).statusCode).toBe(200);

    ctx.app.startDraining();
    const draining = await ready();
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data.status).toBe('draining');
    // Liveness is another question: the instance is alive and finishing its work.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
