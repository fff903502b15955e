import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://lonja.test' });
  passwordHash = await hashPassword('clave-de-sesiones');
});
afterAll(() => ctx.close());

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in as the browser `userAgent` would. */
const signIn = async (email: string, userAgent: string, remoteAddress?: string) => {
  const client = createClient(ctx.app);
  const headers = { 'user-agent': userAgent };
  await client.request({ url: '/api/sanctum/csrf-cookie', headers, remoteAddress });
  const login = await client.request({
    method: 'POST',
    url: '/api/login',
    body: { email, password: 'clave-de-sesiones', remember: false },
    headers,
    remoteAddress,
  });
  expect(login.statusCode).toBe(200);
  return client;
};

const mailsTo = async (email: string) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'to' = ${email}`))
  ).map((job) => job.payload as { subject: string; text: string });

describe('Mi cuenta › Sesiones', () => {
  it("lists the user's own sessions with device and masked network, never another user's", async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const other = await createUser(ctx.db, { passwordHash });
    const phone = await signIn(user.email, chromeOnAndroid);
    await signIn(user.email, firefoxOnWindows);
    await signIn(other.email, chromeOnAndroid);

    const listed = await phone.get('/api/frontend/auth/sessions');
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual([
      expect.objectContaining({ device: 'Chrome en Android', network: '127.0.0.x', isCurrent: true }),
      expect.objectContaining({ device: 'Firefox en Windows', network: '127.0.0.x', isCurrent: false }),
    ]);
    expect(JSON.stringify(sessions)).not.toContain('127.0.0.1');
  });

  it('names the approximate place of each network from the GeoIP file, never sending the address out', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const phone = await signIn(user.email, chromeOnAndroid, '83.45.12.201');
    await signIn(user.email, firefoxOnWindows, '2001:4860:4860::8888');
    const { sessions } = (await phone.get('/api/frontend/auth/sessions')).json().data;
    expect(sessions).toEqual([
      expect.objectContaining({ network: '83.45.12.x', place: 'España' }),
      expect.objectContaining({ network: '2001:4860:4860::/48', place: 'Estados Unidos' }),
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain('Firefox en Windows, en Estados Unidos (red 2001:4860:4860::/48)');
  });

  it("ends one session, whose cookie is then logged out, and cannot end another user's", async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const intruder = await createUser(ctx.db, { passwordHash });
    const phone = await signIn(user.email, chromeOnAndroid);
    const laptop = await signIn(user.email, firefoxOnWindows);
    const stranger = await signIn(intruder.email, firefoxOnWindows);
    const laptopSession = (await phone.get('/api/frontend/auth/sessions'))
      .json()
      .data.sessions.find((session: { isCurrent: boolean }) => !session.isCurrent);

    const refused = await stranger.delete(`/api/frontend/auth/sessions/${laptopSession.id}`);
    expect(refused.statusCode).toBe(404);
    expect((await laptop.get('/api/frontend/auth/alive')).statusCode).toBe(200);

    const ended = await phone.delete(`/api/frontend/auth/sessions/${laptopSession.id}`);
    expect(ended.statusCode).toBe(204);
    expect((await laptop.get('/api/frontend/auth/alive')).statusCode).toBe(401);
    expect((await phone.get('/api/frontend/auth/sessions')).json().data.sessions).toHaveLength(1);
  });

  it('"cerrar las demás" ends every other session and keeps this one', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const phone = await signIn(user.email, chromeOnAndroid);
    const laptop = await signIn(user.email, firefoxOnWindows);
    const other = await signIn(user.email, firefoxOnWindows);
    expect((await phone.delete('/api/frontend/auth/sessions')).statusCode).toBe(204);
    expect((await laptop.get('/api/frontend/auth/alive')).statusCode).toBe(401);
    expect((await other.get('/api/frontend/auth/alive')).statusCode).toBe(401);
    expect((await phone.get('/api/frontend/auth/alive')).statusCode).toBe(200);
  });

  it('e-mails a sign-in from a new device once, and not a second sign-in from it', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    await signIn(user.email, chromeOnAndroid);
    // The first device of all is only noted.
    expect(await mailsTo(user.email)).toHaveLength(0);

    await signIn(user.email, firefoxOnWindows);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nuevo inicio de sesión en Lonja');
    expect(mails[0]!.text).toContain('Firefox en Windows, red 127.0.0.x');
    expect(mails[0]!.text).toContain('cambia tu contraseña');
    expect(mails[0]!.text).toContain('Mi cuenta › Sesiones');

    await signIn(user.email, firefoxOnWindows);
    await signIn(user.email, chromeOnAndroid);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
