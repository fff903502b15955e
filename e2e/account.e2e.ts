import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillSignUp, logIn, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { waitForLink } from './mail.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
});
afterAll(() => browser.close());

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

describe('a new bidder’s account', () => {
  it('signs up, activates from the e-mail, logs in, edits data, logs out, recovers the password and logs in', async () => {
    const email = `e2e.${Date.now()}@example.com`;
    await visit(page, '/');
    const signup = await fillSignUp(page, {
      firstname: 'Teresa',
      lastname: 'Domínguez Prats',
      phone: '612345678',
      nif: '12345678A',
      address: 'Calle Sagunto 12',
      postalCode: '46009',
      email,
      password: 'clave-de-prueba-2026',
    });
    // The wrong NIF letter is caught in the browser, on its field, in Spanish.
    await expect
      .poll(() => signup.getByText('El NIF no es válido: comprueba los números y la letra.').isVisible())
      .toBe(true);
    await signup.getByLabel('Número de documento').fill('12345678Z');
    await signup.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect.poll(() => signup.getByText('Revisa tu correo').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await visit(page, pathOf(await waitForLink(mailDir, email, '/user/signup/validation/')));
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Tu cuenta está activada');

    await logIn(page, email, 'clave-de-prueba-2026');
    await expect.poll(() => page.getByRole('button', { name: 'Teresa' }).isVisible()).toBe(true);

    await visit(page, '/mi-cuenta/datos/facturacion');
    await page.getByLabel('Localidad').fill('Gandia');
    await page.getByLabel('Código postal').fill('46701');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText('Cambios guardados.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Localidad').inputValue()).toBe('Gandia');

    await page.getByRole('button', { name: 'Teresa' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Datos de facturación' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Inicia sesión para ver esta página.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Acceder' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar la contraseña' });
    await forgot.getByLabel('Correo electrónico').fill(email);
    await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => forgot.getByText(/te hemos enviado un enlace/).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await visit(page, pathOf(await waitForLink(mailDir, email, '/user/password-restablishment/')));
    await page.getByLabel('Contraseña nueva').fill('otra-clave-segura-77');
    await page.getByLabel('Repite la contraseña').fill('otra-clave-segura-77');
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Tu contraseña ha cambiado');

    await logIn(page, email, 'otra-clave-segura-77');
    await expect.poll(() => page.getByRole('button', { name: 'Teresa' }).isVisible()).toBe(true);

    // The language of her e-mails and documents: Spanish, as she signed up on a Spanish page, until she
    // chooses English in her contact data.
    await visit(page, '/mi-cuenta/datos/contacto');
    const language = page.getByRole('combobox', { name: 'Idioma de tus correos y documentos' });
    await expect.poll(() => language.inputValue()).toBe('Español');
    await language.click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText('Cambios guardados.').isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Idioma de tus correos y documentos' }).inputValue())
      .toBe('English');
  });
});
