import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatCents } from '@/common/format.ts';
import type { TAuctionDetailResponse, TOpenAuctionsResponse } from '@/common/schemas/catalogue.ts';

/**
 * Opens `path` and waits until the app has taken the page over: a server-rendered page is on screen
 * before its buttons respond (src/web/app/app.tsx).
 */
export const visit = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
};

/** Logs in through the header's dialog, as a visitor does, and waits for the dialog to close. */
export const logIn = async (page: Page, email: string, password: string) => {
  await page.getByRole('button', { name: 'Acceder' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Acceder a tu cuenta' });
  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill(password);
  await dialog.getByRole('button', { name: 'Acceder' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
};

/** A bid from the lot page's form, confirmed; with `maximum`, a hidden maximum for the proxy too. */
export const placeBid = async (page: Page, amount: number, maximum?: number) => {
  await page.getByTestId('bid-amount').fill(String(amount / 100).replace('.', ','));
  if (maximum !== undefined) {
    await page.getByRole('checkbox', { name: 'Pujar automáticamente hasta un máximo' }).check();
    await page.getByLabel('Tu puja máxima (oculta)').fill(String(maximum / 100).replace('.', ','));
  }
  await page.getByRole('button', { name: `Pujar ${formatCents(amount)}` }).click();
  await page.getByRole('button', { name: 'Confirmar puja' }).click();
};

export type TNewcomer = {
  firstname: string;
  lastname: string;
  phone: string;
  nif: string;
  address: string;
  postalCode: string;
  email: string;
  password: string;
};

/**
 * Fills the sign-up dialog (opened from the header) for someone from Valencia and sends it; the caller
 * checks what the dialog answers.
 */
export const fillSignUp = async (page: Page, person: TNewcomer) => {
  await page.getByRole('button', { name: 'Registrarse' }).click();
  const signup = page.getByRole('dialog', { name: 'Crear una cuenta' });
  await signup.getByLabel(/^Nombre/).fill(person.firstname);
  await signup.getByLabel('Apellidos').fill(person.lastname);
  await signup.getByLabel(/^Teléfono/).fill(person.phone);
  await signup.getByLabel('Número de documento').fill(person.nif);
  await signup.getByLabel('Dirección').fill(person.address);
  await signup.getByLabel('Localidad').fill('Valencia');
  await signup.getByLabel(/^Provincia/).click();
  await page.getByRole('option', { name: 'Valencia/València' }).click();
  await signup.getByLabel('Código postal').fill(person.postalCode);
  await signup.getByLabel('Correo electrónico').fill(person.email);
  await signup.getByLabel(/^Contraseña/).fill(person.password);
  await signup.getByLabel('Repite la contraseña').fill(person.password);
  await signup.getByRole('checkbox', { name: /acepto las condiciones/ }).check();
  await signup.getByRole('button', { name: 'Crear mi cuenta' }).click();
  return signup;
};

/** Each person in a test gets a browser profile of their own (cookies, stored login), closed at the end. */
export const createPeople = (browser: Browser, baseURL: string) => {
  const contexts: BrowserContext[] = [];
  return {
    newPage: async (timeoutMs = 10_000) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      return page;
    },
    closeAll: async () => {
      for (const context of contexts) await context.close();
    },
  };
};

/** A demo auction that is running and asks no deposit, with its lots nobody has bid on yet. */
export const runningAuctionWithFreeLots = async (baseURL: string) => {
  const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;
  const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
  const auction = open.data.auctions.find(
    (candidate) => candidate.caution === null && new Date(candidate.startDate) < new Date(),
  )!;
  const { data } = await api<TAuctionDetailResponse>(`/frontend/auctions/${auction.id}`);
  return { auction, lots: data.lots.filter((lot) => lot.bidsCount === 0) };
};
