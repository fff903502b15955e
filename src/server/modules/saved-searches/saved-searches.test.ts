import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';
import { runNotifier } from '../notifications/notifier.ts';
import { checkSavedSearches } from './saved-searches.service.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let passwordHash: string;
const minute = 60_000;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://subastas.example' });
  passwordHash = await hashPassword('clave-del-pujador');
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const person = async () => {
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-pujador');
  return { user, client };
};

/** A check of the due searches at `now`, then the notifier's round, then every job it made. */
const alert = async (now: Date) => {
  const found = await checkSavedSearches({ db: ctx.db, now });
  await runNotifier({ db: ctx.db, now, leadMinutes: 30 });
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
  return found;
};

describe('saved searches', () => {
  it('announce lots published after saving, once, and never what the search found already', async () => {
    const auction = await createAuction(ctx.db);
    await createLot(ctx.db, auction, { title: 'Compresor de pistón Josval' });
    const { user, client } = await person();
    const saved = await client.post('/api/frontend/auth/saved-searches', {
      name: 'Compresores',
      query: { q: 'compresor' },
      frequency: 'instant',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.savedSearch).toMatchObject({ name: 'Compresores', frequency: 'instant' });

    const now = new Date();
    expect(await alert(new Date(now.getTime() + 6 * minute))).toBe(0);
    await createLot(ctx.db, auction, { order: 2, title: 'Compresor de tornillo Atlas Copco' });
    await createLot(ctx.db, auction, { order: 3, title: 'Torno paralelo', published: true });
    expect(await alert(new Date(now.getTime() + 7 * minute))).toBe(0); // not due yet: checked a minute ago
    expect(await alert(new Date(now.getTime() + 12 * minute))).toBe(1);
    expect(mailbox.to(user.email).map((mail) => mail.subject)).toEqual([
      'Nuevo lote para tus búsquedas: «Compresor de tornillo Atlas Copco»',
    ]);
    expect(await alert(new Date(now.getTime() + 20 * minute))).toBe(0);
    expect(mailbox.to(user.email)).toHaveLength(1);
  });

  it('as a daily digest, look once a day', async () => {
    const auction = await createAuction(ctx.db);
    const { user, client } = await person();
    await client.post('/api/frontend/auth/saved-searches', {
      name: 'Carretillas',
      query: { q: 'carretilla elevadora' },
      frequency: 'daily',
    });
    await createLot(ctx.db, auction, { title: 'Carretilla elevadora Linde' });
    await createLot(ctx.db, auction, { order: 2, title: 'Carretilla elevadora Toyota' });
    const now = new Date();
    expect(await alert(new Date(now.getTime() + 60 * minute))).toBe(0);
    expect(await alert(new Date(now.getTime() + 25 * 60 * minute))).toBe(2);
    expect(mailbox.to(user.email).map((mail) => mail.subject)).toEqual(['2 lotes nuevos para tus búsquedas']);
  });

  it('are the owner’s own, named, and kept to a handful', async () => {
    const { client } = await person();
    const nameless = await client.post('/api/frontend/auth/saved-searches', {
      name: ' ',
      query: { q: 'fresadora' },
      frequency: 'instant',
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.fields.name).toBe('Pon un nombre a la búsqueda.');

    const ids: number[] = [];
    for (let n = 0; n < 20; n++)
      ids.push(
        (
          await client.post('/api/frontend/auth/saved-searches', {
            name: `Búsqueda ${n}`,
            query: { q: `fresadora ${n}` },
            frequency: 'daily',
          })
        ).json().data.savedSearch.id,
      );
    const tooMany = await client.post('/api/frontend/auth/saved-searches', {
      name: 'Una más',
      query: { q: 'fresadora' },
      frequency: 'daily',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toMatch(/hasta 20 búsquedas/);

    const renamed = await client.put(`/api/frontend/auth/saved-searches/${ids[0]}`, { frequency: 'instant' });
    expect(renamed.json().data.savedSearch).toMatchObject({ name: 'Búsqueda 0', frequency: 'instant' });
    const stranger = await person();
    expect((await stranger.client.delete(`/api/frontend/auth/saved-searches/${ids[0]}`)).statusCode).toBe(
      404,
    );
    expect((await client.delete(`/api/frontend/auth/saved-searches/${ids[0]}`)).statusCode).toBe(204);
    expect((await client.get('/api/frontend/auth/saved-searches')).json().data.savedSearches).toHaveLength(
      19,
    );
  });
});
