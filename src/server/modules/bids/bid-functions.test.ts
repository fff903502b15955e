import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The SQL functions a bid calls (drizzle/0020, 0041) are inlined into the statements that call them. One
 * that is not is parsed and planned again at every call, as each bid is a transaction of its own: 0.04 ms
 * of PostgreSQL's CPU a bid for three of them (drizzle/0060). PostgreSQL inlines a function only if it is
 * no less volatile than its body, so a function declared IMMUTABLE whose body calls a STABLE one (text
 * encoding, timestamp arithmetic) is silently called instead.
 */
// Arguments from a materialized row, so that none is a constant the planner could fold the call into.
const row = `with v as materialized (select 1::bigint as a, 2::bigint as b, now() as c, now() as d, 3 as e,
  'x'::text as f, '{}'::jsonb as g)`;
const calls = {
  bid_minimum: `bid_minimum(v.a, v.b, '{0}', '{100}')`,
  bid_soft_close_end: 'bid_soft_close_end(v.c, v.d, 180, 180)',
  bid_refused: `bid_refused(true, false, true, false, 'accepted', null, null, true, 'open', null, v.c, true, 'open', v.d, v.d)`,
  bid_chain_genesis: 'bid_chain_genesis(v.e)',
  bid_chain_link: 'bid_chain_link(v.f, v.f)',
  bid_canonical: 'bid_canonical(v.e, v.a, v.e, null, v.e, false, v.c)',
  consignor_nif: 'consignor_nif(v.g)',
};

describe('the SQL functions of a bid', () => {
  it.each(Object.entries(calls))('%s is inlined, not planned again at every call', async (name, call) => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      ctx.db,
      sql.raw(`explain (verbose, costs off) ${row} select ${call} from v`),
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('Output:');
    expect(text).not.toContain(name);
  });
});
