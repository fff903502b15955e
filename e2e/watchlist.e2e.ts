import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bidderPage, bidElsewhere, freshLot, logIn, peopleOfSpec, placeBid, visit } from './actions.ts';
import { waitForLink } from './mail.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const pushControlUrl = inject('pushControlUrl');
const people = peopleOfSpec(baseURL);

/** What the browser's page would call, with its session and XSRF header, from inside the page. */
const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );

type TReceived = {
  received: { endpoint: string; payload: { title: string; url: string } }[];
  refused: string[];
};
const pushesTo = async (endpoint: string) => {
  const { received, refused } = (await (await fetch(`${pushControlUrl}/received`)).json()) as TReceived;
  expect(refused).toEqual([]);
  return received.filter((item) => item.endpoint === endpoint).map((item) => item.payload);
};

describe('a bidder who follows a lot', () => {
  it('follows it with the heart, hears by push and e-mail when outbid, and unsubscribes from the e-mail without logging in', {
    timeout: 150_000,
  }, async () => {
    const { auction, lot } = await freshLot(baseURL, { title: 'Grupo electrógeno Himoinsa', price: 40_000 });
    const lotPath = `/subastas/${auction.id}/${lot.id}`;
    const lucia = await bidderPage(people, 'lucia.martinez@example.com', { path: lotPath });

    const heart = lucia.getByRole('button', { name: 'Seguir el lote «Grupo electrógeno Himoinsa»' });
    await heart.click();
    await expect
      .poll(() =>
        lucia
          .getByRole('button', { name: 'Dejar de seguir «Grupo electrógeno Himoinsa»' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The subscription Chromium's service worker would hand over, from the local push service.
    const { data } = await callApi(lucia, 'GET', '/api/frontend/auth/notifications/preferences');
    const subscription = await (
      await fetch(`${pushControlUrl}/subscribe?key=${encodeURIComponent(data.vapidPublicKey)}`, {
        method: 'POST',
      })
    ).json();
    expect(
      await callApi(lucia, 'POST', '/api/frontend/auth/notifications/push-subscriptions', { subscription }),
    ).toEqual({ data: { pushDevices: expect.any(Number) } });

    await placeBid(lucia, 40_000);
    await expect.poll(() => lucia.getByTestId('bid-result').textContent()).toContain('Vas ganando');

    await bidElsewhere(baseURL, 'javier.garcia@example.com', lot.id);

    // Outbid notices to one person are at most one a minute (coalesced): if another spec outbid Lucía in
    // the last minute, this one waits out the rest of it.
    await expect
      .poll(() => pushesTo(subscription.endpoint), { timeout: 80_000 })
      .toEqual([
        {
          title: 'Te han superado en «Grupo electrógeno Himoinsa»',
          body: expect.any(String),
          url: `${baseURL}${lotPath}`,
        },
      ]);
    // The outbid notice's own link: her bids' confirmations carry links of their kind too.
    const unsubscribeLink = await waitForLink(
      mailDir,
      'lucia.martinez@example.com',
      /\/avisos\/baja\?u=\d+&k=outbid&/,
      80_000,
    );

    await visit(lucia, '/mi-cuenta/subastas/seguimiento');
    const card = lucia.getByTestId('watched-lot').filter({ hasText: 'Grupo electrógeno Himoinsa' });
    await expect.poll(() => card.textContent()).toContain('Superada');

    // Whoever opens the e-mail's link, logged in or not, confirms with one button.
    const visitor = await people.newPage();
    await visit(visitor, unsubscribeLink.replace(baseURL, ''));
    await visitor.getByRole('button', { name: 'Confirmar la baja' }).click();
    await expect.poll(() => visitor.getByText('Baja confirmada').isVisible()).toBe(true);

    await visit(lucia, '/mi-cuenta/datos/notificaciones');
    const emailSwitch = lucia.getByRole('switch', { name: 'Te han superado en un lote: Correo' });
    await expect.poll(() => emailSwitch.isChecked()).toBe(false);
    await expect
      .poll(() => lucia.getByRole('switch', { name: 'Te han superado en un lote: Navegador' }).isChecked())
      .toBe(true);
  });
});

describe('a bidder who searches', () => {
  it('saves the search from the results and finds it, with its frequency, in the account', async () => {
    const page = await people.newPage();
    await visit(page, '/buscar?q=compresor');
    await logIn(page, 'javier.garcia@example.com', 'demo-lonja-2026');
    await page.getByRole('button', { name: 'Avisarme de lotes nuevos' }).click();
    await page.getByLabel('Nombre de la búsqueda').fill('Compresores de taller');
    await page.getByText('Resumen diario').click();
    await page.getByRole('button', { name: 'Guardar la búsqueda' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Búsqueda guardada' }).count())
      .toBe(1);

    await visit(page, '/mi-cuenta/subastas/busquedas');
    const card = page.getByTestId('saved-search').filter({ hasText: 'Compresores de taller' });
    await expect.poll(() => card.textContent()).toContain('«compresor»');
    await expect.poll(() => card.getByRole('radio', { name: 'Resumen diario' }).isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Borrar la búsqueda «Compresores de taller»' }).click();
    await expect.poll(() => card.count()).toBe(0);
  });
});
