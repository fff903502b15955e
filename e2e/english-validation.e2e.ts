import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiTextIn } from '@/common/i18n/api/index.ts';
import type { TLanguage } from '@/common/language.ts';
import { en } from '@/web/i18n/en.ts';
import { es } from '@/web/i18n/es.ts';
import { visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

/**
 * A form's errors in the page's language (src/common/i18n/api): the browser's own checks (the
 * API's zod schemas run in the page) and the server's refusals, shown on an English page and a Spanish one.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser.close();
});

const pageIn = async (language: TLanguage) => {
  await context?.close();
  context = await browser.newContext({
    baseURL,
    locale: language === 'en' ? 'en-GB' : 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
};

/** The field's error as a screen reader reads it: the error its aria-describedby points to (not its hint). */
const fieldError = async (page: Page, field: Locator) => {
  await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
};

/** The sign-up dialog sent with a bad e-mail and no first name (the short password is typed too). */
const sendBadSignUp = async (page: Page, text: typeof en | typeof es) => {
  await page.getByRole('banner').getByRole('button', { name: text.site.signup }).first().click();
  const signup = page.getByRole('dialog', { name: text.auth.signupTitle });
  await signup.getByLabel(new RegExp(`^${text.auth.email}`)).fill('not-an-email');
  await signup.getByLabel(new RegExp(`^${text.auth.password}`)).fill('short');
  await signup.getByRole('button', { name: text.auth.signupButton }).click();
  return {
    firstname: await fieldError(page, signup.getByLabel(new RegExp(`^${text.auth.firstname}`))),
    email: await fieldError(page, signup.getByLabel(new RegExp(`^${text.auth.email}`))),
  };
};

// The words of src/common/schemas/auth.ts in each language (src/common/i18n/api).
const signUpIn = (language: TLanguage) => ({
  firstname: apiTextIn(language).auth.firstnameMissing,
  email: apiTextIn(language).auth.emailInvalid,
});
const spanishSignUp = signUpIn('es');

describe('form errors in the page’s language', () => {
  it('the sign-up dialog names each bad field in English on an English page', async () => {
    const page = await pageIn('en');
    await visit(page, '/en/');
    const errors = await sendBadSignUp(page, en);
    expect(errors).toEqual(signUpIn('en'));
    expect(errors.firstname).toBe('Please enter your first name.');
  });

  it('the same dialog answers in Spanish on a Spanish page', async () => {
    const page = await pageIn('es');
    await visit(page, '/');
    const errors = await sendBadSignUp(page, es);
    expect(errors).toMatchObject(spanishSignUp);
  });

  /**
   * The contact form checks the body's length in the browser too; the request is cut short on its way, so
   * what the page shows is the server's refusal, in the language the page asked for.
   */
  const sendShortContact = async (language: TLanguage) => {
    const page = await pageIn(language);
    const text = language === 'en' ? en : es;
    await page.route('**/api/frontend/contact', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ message: { ...body.message, body: 'Too short' } }) });
    });
    await visit(page, language === 'en' ? '/en/contact' : '/contacto');
    await page.getByLabel(new RegExp(`^${text.contact.name}`)).fill('Rose Martin');
    await page
      .getByRole('main')
      .getByLabel(new RegExp(`^${text.contact.email}`))
      .fill('rose@example.com');
    await page.getByLabel(new RegExp(`^${text.contact.subject}`)).fill('A visit');
    const message = page.getByLabel(new RegExp(`^${text.contact.message}`));
    await message.fill('May I visit the warehouse on Thursday morning?');
    const answered = page.waitForResponse('**/api/frontend/contact');
    await page.getByRole('button', { name: text.contact.send }).click();
    expect((await answered).status()).toBe(400);
    return fieldError(page, message);
  };

  it('a server refusal on the English contact page is in English', async () => {
    expect(await sendShortContact('en')).toBe(apiTextIn('en').contact.bodyTooShort);
    expect(apiTextIn('en').contact.bodyTooShort).toBe('The message must be at least 10 characters long.');
  });

  it('the same refusal on the Spanish contact page is in Spanish', async () => {
    expect(await sendShortContact('es')).toBe('El mensaje debe tener al menos 10 caracteres.');
  });
});
