import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/server/db/schema/index.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';
import { startTwoInstances, type TTwoInstances } from '../../../../test/two-instances.ts';
import { hashToken } from './sessions.service.ts';

/**
 * Issue #34 item 8: the back office's reads take their session from memory (session-cache.ts
 * `findFenced`), yet a session ended or a role removed through one instance stops working on every other at
 * once: the next read there is refused. On PostgreSQL each instance has its own pool and LISTEN
 * connections, and the reads go over real sockets.
 */
let instances: TTwoInstances;
let first: TTwoInstances['first'];
let secondUrl: string;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, secondUrl } = instances);
});
afterAll(async () => {
  await instances.close();
});

const cookieOf = (client: ReturnType<typeof createClient>) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The back office's user list, read on the second instance: its status. */
const listUsers = async (client: ReturnType<typeof createClient>) =>
  (await fetch(`${secondUrl}/api/admin/users?page=1&limit=5`, { headers: { cookie: cookieOf(client) } }))
    .status;

/** The user of a client's session. */
const userOf = async (client: ReturnType<typeof createClient>) => {
  const token = decodeURIComponent(client.cookies.get('lonja_session')!);
  const [row] = await first.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, hashToken(token)));
  return row!.userId!;
};

describe('staff sessions kept in memory on two instances', () => {
  it('stop working on the other instance at once when ended, from any session of the user', async () => {
    const kept = await createAdminClient(first);
    expect(await listUsers(kept)).toBe(200);
    expect(await listUsers(kept)).toBe(200);

    // The same person, signed in elsewhere through the first instance, ends every other session of theirs
    // ("cerrar las demás"); another admin's session is not touched.
    const [own] = await first.db
      .select()
      .from(users)
      .where(eq(users.id, await userOf(kept)));
    const elsewhere = createClient(first.app);
    await elsewhere.login(own!.email, 'clave-de-admin-1');
    const other = await createAdminClient(first);
    expect(await listUsers(other)).toBe(200);
    expect((await elsewhere.delete('/api/frontend/auth/sessions')).statusCode).toBe(204);
    expect(await listUsers(kept)).toBe(401);
    expect(await listUsers(elsewhere)).toBe(200);
    expect(await listUsers(other)).toBe(200);

    // Logging out through the first instance ends that one too.
    expect((await elsewhere.post('/api/frontend/auth/logout')).statusCode).toBeLessThan(300);
    expect(await listUsers(elsewhere)).toBe(401);
  });

  it('lose the back office on the other instance at once when their roles are taken away', async () => {
    const admin = await createAdminClient(first);
    expect(await listUsers(admin)).toBe(200);
    // Written by any path: the users table's trigger tells every instance at commit.
    await first.db
      .update(users)
      .set({ roles: [] })
      .where(eq(users.id, await userOf(admin)));
    expect(await listUsers(admin)).toBe(403);
  });
});
