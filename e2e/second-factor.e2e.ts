import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFor } from '@/server/modules/auth/totp.service.ts';
import { freePort, startServerProcess, type TServerProcess } from '../test/server-process.ts';
import { visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

// A server of its own: the shared one lets staff in by password, and WebAuthn needs a domain (not
// 127.0.0.1) as the relying party, so this one is reached as localhost with the second factor on.
let server: TServerProcess;
let dataDir: string;
let baseURL: string;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lonja-e2e-2fa-'));
  const port = await freePort();
  server = await startServerProcess(
    '',
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_DIST_DIR: 'dist/web',
      ADMIN_PASSWORD: 'admin-2fa-password',
      STAFF_SECOND_FACTOR: 'on',
      JOBS_POLL_MS: '0',
      E2E_CLOCK_FILE: join(dataDir, 'clock-ahead-ms'),
    },
    ['./e2e/server-clock.ts'],
  );
  baseURL = `http://localhost:${port}`;
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
  // Chromium's virtual authenticator: a platform passkey that says yes without a person touching it.
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
});

afterAll(async () => {
  await browser?.close();
  server?.process.kill('SIGTERM');
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

const passwordStep = async () => {
  await visit(page, '/admin');
  await page.getByLabel(/^Correo electrónico/).fill('admin@lonja.local');
  await page.getByLabel(/^Contraseña/).fill('admin-2fa-password');
  await page.getByRole('button', { name: 'Acceder' }).last().click();
};

/** The server's clock moves `minutes` ahead (e2e/server-clock.ts): a second factor proved now grows old. */
const serverClockAhead = async (minutes: number) => {
  await writeFile(join(dataDir, 'clock-ahead-ms'), String(minutes * 60_000));
  server.process.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 300));
};

const adminMenu = () => page.getByRole('navigation', { name: 'Secciones de administración' });

describe('a passkey as the staff second factor', () => {
  it('enrols a passkey at the first login, shows the recovery codes once, and signs in with it next time', async () => {
    await passwordStep();
    await expect
      .poll(() => page.getByText(/Antes de seguir, añade una llave de acceso/).isVisible())
      .toBe(true);
    expect(await adminMenu().isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    const codes = page.getByRole('list', { name: 'Códigos de recuperación' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await page.getByRole('button', { name: 'Ya los he guardado' }).click();
    await adminMenu().waitFor();

    // A new browser session: the password alone no longer opens the back office.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await passwordStep();
    await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
    await adminMenu().waitFor();
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  });

  it('adds an authenticator app from Mi cuenta › Seguridad: QR code, secret in text, a first code', async () => {
    await visit(page, '/mi-cuenta/datos/seguridad');
    await page.getByText('Mi llave de acceso ·').waitFor();
    await page.getByRole('button', { name: 'Añadir aplicación de códigos' }).click();
    await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    await page.getByLabel(/^Código de 6 cifras/).fill(totpFor(secret).generate());
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Activada').waitFor();
    expect(await page.getByText(/Te quedan 10 códigos de recuperación/).isVisible()).toBe(true);
  });

  it('asks for the second factor again before an export once 5 minutes have passed, then downloads it', async () => {
    await visit(page, '/admin/auditoria');
    await page.getByRole('heading', { name: 'Auditoría' }).waitFor();
    await serverClockAhead(6);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirma tu identidad' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Usar llave de acceso' }).click();
    // The refused export is sent again once the passkey answers: the file arrives without a second click.
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await dialog.waitFor({ state: 'hidden' });
  });
});
