import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { formatCents } from '@/common/format.ts';
import type { TAuctionDetailResponse, TOpenAuctionsResponse } from '@/common/schemas/auctions.ts';
import type { TSaleResponse, TSalesResponse } from '@/common/schemas/sales.ts';
import { es } from '@/web/i18n/es.ts';
import { createHttpClient } from '../test/http-client.ts';
import { launchBrowser } from './browser.ts';
import { demoPassword } from './settlement-setup.ts';

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

/**
 * Opens `path` in the back office and logs in on its form as the seeded administrator. The form's page
 * has the same heading, so it waits for what only a logged-in administrator sees: the sections' menu.
 */
export const logInToBackOffice = async (page: Page, path = '/admin') => {
  await visit(page, path);
  await page.getByLabel(/^Correo electrónico/).fill('admin@lonja.local');
  await page.getByLabel(/^Contraseña/).fill('admin-e2e-password');
  await page.getByRole('button', { name: 'Acceder' }).last().click();
  await page.getByRole('navigation', { name: 'Secciones de administración' }).waitFor();
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
export const fillSignUp = async (
  page: Page,
  person: TNewcomer,
  /** Looks at the filled form before it is sent (e.g. at its consent boxes). */
  beforeSending?: (signup: Locator) => Promise<void>,
) => {
  // On a phone "Registrarse" is in the menu.
  if (!(await page.getByRole('button', { name: 'Registrarse' }).first().isVisible()))
    await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Registrarse' }).first().click();
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
  await beforeSending?.(signup);
  await signup.getByRole('checkbox', { name: /acepto las condiciones/ }).check();
  await signup.getByRole('button', { name: 'Crear mi cuenta' }).click();
  return signup;
};

/**
 * The people of a spec: its browser, launched before its tests and closed after them with every profile opened
 * in it. Each person gets a profile of their own (cookies, stored login). Called once, at the top of the spec.
 */
export const peopleOfSpec = (baseURL: string) => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
  });
  /** A profile; with `options`, of another kind than a laptop's (a touch screen, its own cookies). */
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    return context;
  };
  return {
    newContext,
    newPage: async () => (await newContext()).newPage(),
  };
};

/** A phone's width and a laptop's (issue 16 §11), for the tests that run at both. */
export const widths = [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
];

/** A page of the seeded administrator's, logged in on the back office's form at `path` (its home unless given). */
export const adminPage = async (people: ReturnType<typeof peopleOfSpec>, path?: string) => {
  const page = await people.newPage();
  await logInToBackOffice(page, path);
  return page;
};

/** A GET on the site's public API, as the page would make it. */
const publicApi = async <T>(baseURL: string, path: string) =>
  (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

/** A demo auction that is running and asks no deposit, with its lots nobody has bid on yet. */
export const runningAuctionWithFreeLots = async (baseURL: string) => {
  const open = await publicApi<TOpenAuctionsResponse>(baseURL, '/frontend/auctions/open');
  const auction = open.data.auctions.find(
    (candidate) => candidate.caution === null && new Date(candidate.startDate) < new Date(),
  )!;
  const { data } = await publicApi<TAuctionDetailResponse>(baseURL, `/frontend/auctions/${auction.id}`);
  return { auction, lots: data.lots.filter((lot) => lot.bidsCount === 0) };
};

/**
 * Every public page, the first open auction, its first lot, the first sale and that sale's first lot standing
 * for their kind. The specs that check each page (layout, accessibility) take the list from here, so a new
 * page is added once.
 */
export const publicPaths = async (baseURL: string) => {
  const open = await publicApi<TOpenAuctionsResponse>(baseURL, '/frontend/auctions/open');
  const auction = open.data.auctions[0]!;
  const detail = await publicApi<TAuctionDetailResponse>(baseURL, `/frontend/auctions/${auction.id}`);
  const lot = detail.data.lots[0]!;
  const sale = (await publicApi<TSalesResponse>(baseURL, '/frontend/sales')).data.sales[0]!;
  const saleDetail = await publicApi<TSaleResponse>(baseURL, `/frontend/sales/${sale.id}`);
  return [
    '/',
    '/subastas',
    `/subastas/${auction.id}`,
    `/subastas/${auction.id}/${lot.id}`,
    `/lotes/${lot.id}`,
    '/liquidaciones',
    '/liquidaciones/industriales',
    '/liquidaciones/inmobiliarias',
    `/liquidaciones/${sale.id}`,
    `/liquidaciones/${sale.id}/${saleDetail.data.lots[0]!.id}`,
    '/buscar',
    '/buscar?q=torno',
    '/contacto',
    '/acerca-de-lonja',
    '/aviso-legal',
    '/privacidad',
    '/servicios',
    '/como-funciona',
    '/how-does-it-work',
    '/como-participar',
    '/how-to-take-part',
    '/no-existe',
    // The e-mails' links, with keys that are not valid: each page says so.
    '/user/signup/validation/clave-que-no-existe',
    '/user/password-restablishment/clave-que-no-existe',
  ];
};

/** Every page of a logged-in bidder's account, one per section of its menu in the message catalogue. */
export const accountPaths = [
  '/mi-cuenta/adjudicaciones',
  ...Object.keys(es.account.data).map((section) => `/mi-cuenta/datos/${section}`),
  ...Object.keys(es.account.auctions).map((section) => `/mi-cuenta/subastas/${section}`),
];

/**
 * A page of a demo bidder's own, logged in through the header's dialog on `path` (the home page unless
 * given); with `width`, at a phone's height below 600 px and a laptop's above.
 */
export const bidderPage = async (
  people: ReturnType<typeof peopleOfSpec>,
  email: string,
  { path = '/', width }: { path?: string; width?: number } = {},
) => {
  const page = await people.newPage();
  if (width !== undefined) await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await visit(page, path);
  await logIn(page, email, demoPassword);
  return page;
};

/**
 * A lot of the test's own, with a title nobody else uses: the admin adds it to the first running auction
 * without a deposit (every demo bidder is accepted there), so no spec takes a lot another one counts on,
 * whatever order the files run in. With `endsIn`, it ends that many milliseconds from now (the auction's
 * next end otherwise). Nobody has bid: its minimum is its starting price.
 */
export const freshLot = async (
  baseURL: string,
  {
    title,
    price,
    endsIn,
    ...tax
  }: {
    title: string;
    price: number;
    endsIn?: number;
    /** The lot's own tax treatment, overriding its auction's. */
    taxTreatment?: 'general' | 'exempt' | 'not-subject' | 'rebu';
    taxProvision?: string;
  },
) => {
  const { auction } = await runningAuctionWithFreeLots(baseURL);
  const admin = createHttpClient(baseURL);
  await admin.login('admin@lonja.local', 'admin-e2e-password');
  const endDate = endsIn === undefined ? undefined : new Date(Date.now() + endsIn).toISOString();
  const created = await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
    lot: { title, price, endDate, ...tax },
  });
  expect(created.status).toBe(201);
  return { auction, lot: { id: created.json().data.lot.id as number, title, minimumBid: price } };
};

/**
 * A demo bidder's bid from another device, through the API; without `amount`, the lot's minimum. Returns the
 * lot as the bid left it (its end moves when the bid comes late).
 */
export const bidElsewhere = async (baseURL: string, email: string, lotId: number, amount?: number) => {
  const bidder = createHttpClient(baseURL);
  await bidder.login(email, demoPassword);
  const bid = amount ?? (await bidder.get(`/api/frontend/lots/${lotId}`)).json().data.lot.minimumBid;
  const placed = await bidder.post(`/api/frontend/auth/lots/${lotId}/bid`, { bid: { amount: bid } });
  expect(placed.status).toBe(200);
  return placed.json().data.lot as { endDate: string };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Month names as the back office's calendars show them, whatever the browser's language (the catalogue's). */
export const spanishMonths: readonly string[] = es.admin.dashboard.months;

/** A back-office date field: a button named by its label and its value ("Inicio (hora de Madrid): …"). */
export const dateField = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}: `) });

/** The open calendar of a date field, a dialog named after the field. */
export const datePicker = (page: Page, label: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(label)}: `) });

/** The parts of "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm", as written. */
const dateParts = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) throw new Error(`Not a date: ${text}`);
  const [, year = '', month = '', day = '', hours = '00', minutes = '00'] = match;
  return { year, month, day, hours, minutes, monthName: spanishMonths[Number(month) - 1] ?? '' };
};

/** Opens a date field's calendar and moves it with its arrows to the month of `date`. */
const openMonth = async (page: Page, label: string, date: ReturnType<typeof dateParts>) => {
  await dateField(page, label).click();
  const picker = datePicker(page, label);
  // The month's own button ("marzo 2027"), which leads to the year's months.
  const month = picker.getByRole('button', { name: /^\p{L}+ \d{4}$/u });
  const [shownName = '', shownYear] = ((await month.textContent()) ?? '').split(' ');
  const steps =
    (Number(date.year) - Number(shownYear)) * 12 +
    (Number(date.month) - 1 - spanishMonths.indexOf(shownName));
  const arrow = picker.getByRole('button', { name: steps > 0 ? 'Mes siguiente' : 'Mes anterior' });
  for (let step = 0; step < Math.abs(steps); step += 1) await arrow.click();
  await expect.poll(() => month.textContent()).toBe(`${date.monthName} ${date.year}`);
  // A day's button: "sábado, 20 de marzo de 2027".
  const day = picker.getByRole('button', {
    name: new RegExp(`, ${Number(date.day)} de ${date.monthName} de ${date.year}$`),
  });
  return { picker, day };
};

/**
 * Sets a back-office date-time field to a Madrid wall-clock time ("YYYY-MM-DDTHH:mm") as a clerk does: opens
 * its calendar, goes to the month, clicks the day, types hours and minutes and accepts.
 */
export const pickDateTime = async (page: Page, label: string, wallClock: string) => {
  const date = dateParts(wallClock);
  const { picker, day } = await openMonth(page, label, date);
  await day.click();
  await picker.getByLabel('Horas').fill(date.hours);
  await picker.getByLabel('Minutos').fill(date.minutes);
  await picker.getByRole('button', { name: 'Aceptar fecha y hora' }).click();
  await expect.poll(() => picker.count()).toBe(0);
  await expect
    .poll(() => dateField(page, label).textContent())
    .toBe(`${date.day}/${date.month}/${date.year} - ${date.hours}:${date.minutes} h`);
};

/** Sets a back-office date field to a day ("YYYY-MM-DD") from its calendar. */
export const pickDate = async (page: Page, label: string, day: string) => {
  const { picker, day: button } = await openMonth(page, label, dateParts(day));
  await button.click();
  await expect.poll(() => picker.count()).toBe(0);
};

/** The e2e server's administrator, through the API. */
export const adminClient = async (baseURL: string) => {
  const admin = createHttpClient(baseURL);
  expect((await admin.login('admin@lonja.local', 'admin-e2e-password')).status).toBe(200);
  return admin;
};

type THttpClient = ReturnType<typeof createHttpClient>;

/** An auction of the test's own, started an hour ago and ending in three days, not yet published. */
export const createRunningAuction = async (
  admin: THttpClient,
  auction: { title: string; description: string } & Record<string, unknown>,
) => {
  const now = Date.now();
  const created = await admin.post('/api/admin/auctions', {
    auction: {
      commissionPercent: 10,
      startDate: new Date(now - 3_600_000).toISOString(),
      endDate: new Date(now + 3 * 86_400_000).toISOString(),
      ...auction,
    },
  });
  expect(created.status).toBe(201);
  return created.json().data.auction.id as number;
};

/** Adds one lot to the auction and publishes it; the lot's id. */
export const publishWithLot = async (
  admin: THttpClient,
  auctionId: number,
  lot: { title: string; price: number },
) => {
  const created = await admin.post(`/api/admin/auctions/${auctionId}/lots`, { lot });
  expect(created.status).toBe(201);
  expect((await admin.put(`/api/admin/auctions/${auctionId}/publish`)).status).toBe(200);
  return created.json().data.lot.id as number;
};

/** A running auction of the test's own that asks a deposit, with one lot, published through the admin API. */
export const auctionWithDeposit = async (
  baseURL: string,
  title: string,
  deposit: number,
  description = 'Subasta con depósito de las pruebas del navegador.',
) => {
  const admin = await adminClient(baseURL);
  const auctionId = await createRunningAuction(admin, {
    title,
    description,
    goodsVatPercent: 21,
    caution: deposit,
    address: 'Polígono Fuente del Jarro, calle 12, Paterna',
  });
  const lotTitle = `${title}: fresadora`;
  const lotId = await publishWithLot(admin, auctionId, { title: lotTitle, price: 50_000 });
  return { admin, auctionId, lotId, lotTitle };
};

/** Opens the subscription dialog of the auction on screen. */
export const openSubscription = async (page: Page, title: string) => {
  await page.getByRole('button', { name: es.bidding.subscribe }).click();
  const dialog = page.getByRole('dialog', { name: es.bidding.dialogTitle(title) });
  await dialog.waitFor();
  return dialog;
};

/** Confirms the data in the subscription dialog and asks to subscribe. */
export const sendSubscription = async (dialog: Locator) => {
  await dialog.getByRole('checkbox', { name: es.bidding.confirmData }).check();
  await dialog.getByRole('button', { name: es.bidding.subscribe }).click();
};
