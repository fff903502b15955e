import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { profileOf } from '@/common/schemas/auth.ts';
import { createHttpClient } from '../test/http-client.ts';
import { adminPage, bidderPage, peopleOfSpec, visit } from './actions.ts';
import { demoPassword } from './settlement-setup.ts';

/**
 * A whole live sale (issue 35, item 7): the auctioneer's console in one browser profile, two online bidders
 * in two others and the room screen in a fourth. An absentee maximum answers the room until a floor bid
 * beats it; an undo takes that bid back; an online bid takes the lead; every page is reloaded mid-sale and
 * comes back to the same state; the warning reaches the bidders; the hammer puts the lot in a liquidación.
 */
const baseURL = inject('baseURL');
const people = peopleOfSpec(baseURL);
const hour = 3_600_000;

const loggedIn = async (email: string, password: string) => {
  const client = createHttpClient(baseURL);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
};

/** A published live auction of two lots at 1,000 €, Lucía, Javier and Marta accepted (paddles 1, 2, 3). */
const liveAuction = async (title: string) => {
  const admin = await loggedIn('admin@lonja.local', 'admin-e2e-password');
  const now = Date.now();
  const created = await admin.post('/api/admin/auctions', {
    auction: {
      title,
      commissionPercent: 10,
      startDate: new Date(now - hour).toISOString(),
      endDate: new Date(now + 5 * hour).toISOString(),
      format: 'live',
      liveStartsAt: new Date(now).toISOString(),
    },
  });
  expect(created.status).toBe(201);
  const auctionId: number = created.json().data.auction.id;
  const lots = [];
  for (const name of ['carretilla elevadora', 'compresor de tornillo']) {
    const added = await admin.post(`/api/admin/auctions/${auctionId}/lots`, {
      lot: { title: `${title}: ${name}`, price: 100_000 },
    });
    lots.push(added.json().data.lot as { id: number; title: string });
  }
  expect((await admin.put(`/api/admin/auctions/${auctionId}/publish`)).status).toBe(200);
  const bidders = [];
  for (const email of [
    'lucia.martinez@example.com',
    'javier.garcia@example.com',
    'marta.lopez@example.com',
  ]) {
    const client = await loggedIn(email, demoPassword);
    const subscribed = await client.post(`/api/frontend/auth/auctions/${auctionId}/subscribe`, {
      user: profileOf((await client.get('/api/auth/user')).json().data.user),
    });
    const { id } = subscribed.json().data.subscription;
    expect((await admin.put(`/api/admin/subscriptions/${id}/accept`)).status).toBe(200);
    bidders.push(client);
  }
  return { admin, auctionId, lots: lots as [(typeof lots)[0], (typeof lots)[0]], lucia: bidders[0]! };
};

const asking = (page: Page) => page.getByTestId('live-asking').first().textContent();
const currentBid = (page: Page) => page.getByTestId('live-current-bid').first().textContent();
const standing = (page: Page) => page.getByTestId('live-standing').textContent();

describe('a live sale', () => {
  it('runs from the console with two online bidders and a room screen, through undo and reloads', async () => {
    const title = `Venta en vivo ${Date.now()}`;
    const { admin, auctionId, lots, lucia: luciaApi } = await liveAuction(title);
    // Lucía leaves an absentee maximum of 1,300 € before the sale.
    const absentee = await luciaApi.post(`/api/frontend/auth/lots/${lots[0].id}/bid`, {
      bid: { amount: 100_000, maxAmount: 130_000 },
    });
    expect(absentee.status).toBe(200);

    const auctioneer = await adminPage(people, `/admin/subastas/${auctionId}/en-vivo`);
    const lucia = await bidderPage(people, 'lucia.martinez@example.com', { path: `/subastas/${auctionId}` });
    const javier = await bidderPage(people, 'javier.garcia@example.com', { path: `/subastas/${auctionId}` });
    const screen = await people.newPage();
    await visit(screen, `/subastas/${auctionId}/pantalla`);
    const pages = [auctioneer, lucia, javier, screen];
    // A live auction's lots show the sale, not a countdown; the lot page points to the live panel.
    await expect.poll(() => lucia.getByTestId('lot-card-live').count()).toBe(2);
    expect(await lucia.getByTestId('lot-card-live').first().textContent()).toMatch(
      /^Venta en vivo · empieza/,
    );
    const lotPage = await bidderPage(people, 'marta.lopez@example.com', {
      path: `/subastas/${auctionId}/${lots[0].id}`,
    });
    await expect.poll(() => lotPage.getByTestId('lot-live-sale').count()).toBe(1);
    expect(await lotPage.getByRole('link', { name: 'Ir a la venta en vivo' }).getAttribute('href')).toBe(
      `/subastas/${auctionId}#venta-en-vivo`,
    );

    await auctioneer.getByRole('button', { name: 'Empezar la venta' }).click();
    for (const page of pages) await expect.poll(() => currentBid(page)).toBe(formatCents(100_000));
    await expect.poll(() => standing(lucia)).toBe('Vas ganando');
    await expect.poll(() => auctioneer.getByTestId('absentee').textContent()).toContain(formatCents(130_000));
    // The lot cards say which lot is called now, instead of a countdown.
    await expect
      .poll(() => lucia.getByTestId('lot-card-live').allTextContents())
      .toEqual(['Se subasta ahora', 'En vivo ahora']);

    // The call goes in 100 € steps; Marta (paddle 3) bids in the room against Lucía's maximum.
    await auctioneer.getByLabel('Incremento de esta llamada (€)').fill('100');
    await auctioneer.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => asking(screen)).toBe(formatCents(110_000));
    const floorBid = async () => {
      await auctioneer.getByLabel('Paleta').fill('3');
      await auctioneer.getByRole('button', { name: 'Puja en sala' }).click();
    };
    await floorBid();
    await expect.poll(() => currentBid(screen)).toBe(formatCents(120_000));
    await expect.poll(() => currentBid(auctioneer)).toBe(formatCents(120_000));
    await floorBid();
    await expect.poll(() => currentBid(screen)).toBe(formatCents(130_000));
    await expect.poll(() => currentBid(auctioneer)).toBe(formatCents(130_000));
    await expect.poll(() => standing(lucia)).toBe('Vas ganando');
    // The room beats the online maximum.
    await floorBid();
    await expect.poll(() => currentBid(screen)).toBe(formatCents(140_000));
    await expect.poll(() => screen.getByText('Puja en sala').count()).toBeGreaterThan(0);
    await expect.poll(() => standing(lucia)).toBe('Superada');

    // Undo: the floor bid is taken back and Lucía leads again at her maximum.
    await auctioneer.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => currentBid(screen)).toBe(formatCents(130_000));
    await expect.poll(() => standing(lucia)).toBe('Vas ganando');

    // Javier bids online, one tap at the asking price, with the all-in total in view.
    await expect.poll(() => javier.getByText(/Total con comisión e IVA/).textContent()).toContain('€');
    await javier.getByRole('button', { name: `Pujar ${formatCents(140_000)}` }).click();
    await expect.poll(() => standing(javier)).toBe('Vas ganando');
    await expect.poll(() => standing(lucia)).toBe('Superada');
    await expect
      .poll(() => auctioneer.getByTestId('online-bid-ago').textContent())
      .toContain('Última puja online');

    // Every page reloaded mid-sale comes back to the same state.
    for (const page of pages) {
      await page.reload();
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
      await expect.poll(() => currentBid(page)).toBe(formatCents(140_000));
      await expect.poll(() => asking(page)).toBe(formatCents(150_000));
    }
    await expect.poll(() => standing(javier)).toBe('Vas ganando');
    await expect.poll(() => standing(lucia)).toBe('Superada');

    // "A la una" by its key reaches the bidders in a live region.
    await auctioneer.locator('body').click({ position: { x: 5, y: 5 } });
    await auctioneer.keyboard.press('1');
    await expect.poll(() => lucia.getByRole('status').filter({ hasText: '¡A la una!' }).count()).toBe(1);
    await expect.poll(() => screen.getByText('¡A la una!').count()).toBe(1);

    // Adjudicado: the next lot is called everywhere.
    await auctioneer.getByRole('button', { name: 'Adjudicado' }).click();
    const confirm = auctioneer.getByRole('button', { name: 'Adjudicar igualmente' });
    if (await confirm.isVisible()) await confirm.click();
    // The called lot's heading, "Lote 2: …", and not a lot card's, which carries the bare title.
    for (const page of [lucia, javier, screen])
      await expect
        .poll(() => page.getByRole('heading', { name: `Lote 2: ${lots[1].title}` }).count())
        .toBe(1);
    // The lot's own page, open all along, shows it closed at once (the hammer's lot-closed event).
    await expect.poll(() => lotPage.getByTestId('lot-closed-state').count()).toBe(1);
    await expect.poll(() => lotPage.getByTestId('lot-closed-state').textContent()).toContain('Adjudicado');
    // Undo takes the hammer back: the lot page shows the lot open again and the lot is called again.
    await auctioneer.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => lotPage.getByTestId('lot-closed-state').count()).toBe(0);
    await expect.poll(() => lotPage.getByTestId('lot-live-hint').count()).toBe(1);
    await expect
      .poll(() => screen.getByRole('heading', { name: `Lote 1: ${lots[0].title}` }).count())
      .toBe(1);
    await auctioneer.getByRole('button', { name: 'Adjudicado' }).click();
    if (await confirm.isVisible()) await confirm.click();
    // The lot being called is headed "Lote 2: …" (the lot cards carry the bare title).
    for (const page of [lucia, javier, screen])
      await expect
        .poll(() => page.getByRole('heading', { name: `Lote 2: ${lots[1].title}` }).count())
        .toBe(1);
    await expect.poll(() => lotPage.getByTestId('lot-closed-state').count()).toBe(1);

    // A room bidder without an account raises paddle 77: the floor bid is refused naming the paddle, and the
    // clerk registers it from there with the buyer's invoicing data, then takes the bid.
    await auctioneer.getByLabel('Paleta').fill('77');
    await auctioneer.getByRole('button', { name: 'Puja en sala' }).click();
    await expect
      .poll(() => auctioneer.getByText('La paleta 77 no está registrada en esta subasta.').count())
      .toBeGreaterThan(0);
    await auctioneer.getByRole('button', { name: 'Registrar la paleta 77' }).click();
    const register = auctioneer.getByRole('dialog', { name: 'Registrar un pujador de sala' });
    expect(await register.getByLabel('Número de paleta').inputValue()).toBe('77');
    await register.getByLabel(/^Nombre/).fill('Rosa');
    await register.getByLabel('Apellidos').fill('Vidal Gómez');
    await register
      .getByLabel(/^Teléfono/)
      .first()
      .fill('612 345 678');
    await register.getByLabel('Número de documento').fill('12345678A');
    await register.getByLabel('Dirección').fill('Calle de la Paz 4');
    await register.getByLabel('Localidad').fill('Valencia');
    await register.getByLabel(/^Provincia/).click();
    await auctioneer.getByRole('option', { name: 'Valencia/València' }).click();
    await register.getByLabel('Código postal').fill('46003');
    await register.getByRole('button', { name: 'Registrar y dar la paleta' }).click();
    // A wrong NIF is caught before anything is saved, naming the field.
    await expect.poll(() => register.getByText(/El NIF no es válido/).count()).toBe(1);
    await register.getByLabel('Número de documento').fill('12345678Z');
    await register.getByRole('button', { name: 'Registrar y dar la paleta' }).click();
    await expect
      .poll(() => auctioneer.getByRole('status').filter({ hasText: 'Paleta 77 registrada' }).count())
      .toBe(1);
    await expect
      .poll(() => auctioneer.getByTestId('paddles').textContent())
      .toContain('77: Rosa Vidal Gómez (sala)');
    await auctioneer.getByRole('button', { name: 'Puja en sala' }).click();
    await expect.poll(() => currentBid(screen)).toBe(formatCents(100_000));
    await auctioneer.getByRole('button', { name: 'Adjudicado' }).click();
    await expect
      .poll(() => screen.getByText('La venta en vivo ha terminado. Gracias por participar.').count())
      .toBe(1);

    // The lot went to Javier's liquidación, as a timed lot would.
    const results = (await admin.get(`/api/admin/auctions/${auctionId}/results`)).json().data;
    const sold = results.lots.find((lot: { id: number }) => lot.id === lots[0].id);
    expect(sold.money.hammer).toBe(140_000);
    // And the second to the room bidder's, in her name.
    const roomLot = results.lots.find((lot: { id: number }) => lot.id === lots[1].id);
    expect(roomLot.money.hammer).toBe(100_000);
    const buyer = results.users.find((user: { id: number }) => user.id === roomLot.winnerId);
    expect(buyer).toMatchObject({ fullName: 'Rosa Vidal Gómez', vatId: '12345678Z' });
  });
});
