import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { es } from '@/web/i18n/es.ts';
import { createHttpClient } from '../test/http-client.ts';
import { fillSignUp, logIn, peopleOfSpec, visit } from './actions.ts';
import { waitForLink } from './mail.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const people = peopleOfSpec(baseURL);
const password = 'clave-de-prueba-2026';
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** A new person, signed up and activated through the site on a page of their own. */
const newPerson = async (name: string) => {
  const email = `e2e.${name}.${Date.now()}@example.com`;
  const phone = await people.newPage();
  await visit(phone, '/');
  const signup = await fillSignUp(phone, {
    firstname: 'Olvido',
    lastname: 'Ferrer Mas',
    phone: '612345679',
    nif: '12345678Z',
    address: 'Calle Colón 3',
    postalCode: '46004',
    email,
    password,
  });
  await expect.poll(() => signup.getByText('Revisa tu correo').isVisible()).toBe(true);
  await phone.keyboard.press('Escape');
  await visit(phone, pathOf(await waitForLink(mailDir, email, '/user/signup/validation/')));
  return { email, phone };
};

/** A new bidder, logged in on two devices of their own. */
const newBidderOnTwoDevices = async () => {
  const { email, phone } = await newPerson('privacidad');
  await logIn(phone, email, password);
  const laptop = await people.newPage();
  await visit(laptop, '/');
  await logIn(laptop, email, password);
  return { email, phone, laptop };
};

describe('Mi cuenta: my sessions and my data', () => {
  it('lists my two sessions, closes the other one, downloads my data and erases my account', async () => {
    const { email, phone, laptop } = await newBidderOnTwoDevices();
    const t = es.sessions;

    await visit(laptop, '/mi-cuenta/datos/sesiones');
    await expect.poll(() => laptop.getByText(t.current, { exact: true }).count()).toBe(1);
    await expect.poll(() => laptop.getByRole('button', { name: t.end, exact: true }).count()).toBe(1);
    await laptop.getByRole('button', { name: t.endOthers }).click();
    await expect.poll(() => laptop.getByText(t.endedOthers).isVisible()).toBe(true);
    await expect.poll(() => laptop.getByRole('button', { name: t.end, exact: true }).count()).toBe(0);
    // The phone's session is over: its next look at the account asks it to log in again.
    const phoneAnswer = await phone.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(phoneAnswer).toBe(401);

    const p = es.privacy;
    await visit(laptop, '/mi-cuenta/datos/privacidad');
    const [download] = await Promise.all([
      laptop.waitForEvent('download'),
      laptop.getByRole('link', { name: p.download }).click(),
    ]);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const everything = new TextDecoder().decode(zip['datos.json']);
    expect(everything).toContain(email);
    expect(Object.keys(zip).some((name) => name.endsWith('.csv'))).toBe(true);
    // The newsletter box left unticked at sign-up is on record, with its words.
    await expect.poll(() => laptop.getByText(p.sources.signup).isVisible()).toBe(true);

    await laptop.getByLabel(p.currentPassword).fill(password);
    await laptop.getByLabel(p.confirmation('ELIMINAR')).fill('ELIMINAR');
    await laptop.getByRole('button', { name: p.erase }).click();
    await expect
      .poll(() => laptop.getByRole('status').filter({ hasText: p.erasedTitle }).isVisible())
      .toBe(true);
    const again = await laptop.evaluate(
      async ({ address, secret }) => {
        await fetch('/api/sanctum/csrf-cookie');
        const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
        const response = await fetch('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
          body: JSON.stringify({ email: address, password: secret, remember: false }),
        });
        return response.status;
      },
      { address: email, secret: password },
    );
    expect(again).toBeGreaterThanOrEqual(400);
  }, 90_000);
});

describe('four eyes on the bank account', () => {
  it('keeps a change waiting until a second person of contabilidad approves it in the back office', async () => {
    const admin = createHttpClient(baseURL);
    await admin.login('admin@lonja.local', 'admin-e2e-password');
    const { email, phone: page } = await newPerson('contable');
    const found = await admin.get(
      `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ search: email }))}`,
    );
    const userId = found.json().data.users[0].id;
    expect((await admin.put(`/api/admin/users/${userId}/roles`, { roles: ['contabilidad'] })).status).toBe(
      200,
    );
    // The account the house already has, asked again: the flow is the same and no other spec sees a change.
    const current = (await (await fetch(`${baseURL}/api/frontend/config-data/bankAccount`)).json()).data;
    const asked = await admin.put('/api/admin/config-data/bankAccount', {
      configData: { dataKey: 'bankAccount', dataValue: current.configData.dataValue },
    });
    expect(asked.status).toBe(202);

    const t = es.admin.approvals;
    await visit(page, '/admin');
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Contraseña/).fill(password);
    await page.getByRole('button', { name: 'Acceder' }).last().click();
    // The dashboard of someone in contabilidad counts what waits for them, and leads there.
    const count = page.getByTestId('pending-approvals-count');
    await expect.poll(async () => Number(await count.textContent())).toBeGreaterThanOrEqual(1);
    await page
      .getByRole('link', { name: es.admin.dashboard.review })
      .and(page.locator('[href="/admin/aprobaciones"]'))
      .click();
    await page.getByRole('heading', { name: t.title }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Cambiar la cuenta bancaria' }).first();
    await row.getByRole('button', { name: t.approve }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.approve }).click();
    await expect.poll(() => row.isVisible()).toBe(false);
    const decided = await admin.get('/api/admin/approvals?outcome=approved');
    const ids = decided
      .json()
      .data.approvals.map((approval: { decidedBy: { id: number } }) => approval.decidedBy.id);
    expect(ids).toContain(userId);
  }, 90_000);
});
