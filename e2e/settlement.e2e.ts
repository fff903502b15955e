import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { norma43Statement } from '../test/norma43.ts';
import { adminPage, logIn, peopleOfSpec, visit } from './actions.ts';
import { waitForMail } from './mail.ts';
import { demoPassword, finishedAuction } from './settlement-setup.ts';

/**
 * After the hammer, through the UI, as a buyer and the auction house's staff do it (issue: invoices,
 * payment, deposits and collection). The auctions are set up and finished through the API
 * (settlement-setup.ts); everything after the lot closes happens in the browser.
 */
const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const people = peopleOfSpec(baseURL);

const buyerPage = async (email: string) => {
  const page = await people.newPage();
  await visit(page, '/');
  await logIn(page, email, demoPassword);
  return page;
};

/** Clicks a link that downloads a file and returns its bytes and name. */
const download = async (page: Page, name: RegExp) => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).first().click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
};

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('after the hammer', () => {
  it('lot closes → the buyer sees what is owed → pays by card → downloads invoice and release note → books a slot → the warehouse hands the lot over', async () => {
    const title = `Subasta E2E tarjeta ${Date.now()}`;
    const { auctionId, settlement } = await finishedAuction({
      baseURL,
      title,
      winner: 'andres.navarro@example.com',
      others: [],
      hammer: 150_000,
    });
    // 1.500 € + 10 % premium + 21 % IVA on both = 1.996,50 €; the 200 € deposit is already applied.
    expect(settlement.totals).toMatchObject({ total: 199_650, paid: 20_000, balance: 179_650 });

    const buyer = await buyerPage('andres.navarro@example.com');
    await visit(buyer, '/mi-cuenta/adjudicaciones');
    const mine = card(buyer, title);
    await expect.poll(() => mine.getByTestId('settlement-balance').textContent()).toBe(formatCents(179_650));
    expect(await mine.textContent()).toContain(settlement.reference);

    // Pays by card: off to the gateway (the stand-in), card typed there, back with the payment recorded.
    await mine.getByRole('button', { name: `Pagar ${formatCents(179_650)} con tarjeta` }).click();
    await buyer.getByLabel('Número de tarjeta').fill('4548 8120 4940 0004');
    await buyer.getByRole('button', { name: 'Pagar' }).click();
    await buyer.waitForURL(/\/mi-cuenta\/adjudicaciones\?pago=ok$/);
    await expect
      .poll(() => buyer.getByRole('status').first().textContent())
      .toContain('Pago con tarjeta completado');
    await expect
      .poll(() => card(buyer, title).getByTestId('settlement-state').textContent(), { timeout: 15_000 })
      .toBe('Pagado');

    // The invoice is a real PDF.
    const invoice = await download(buyer, /^Factura E2E/);
    expect(invoice.name).toMatch(/^factura-E2E\d{4}-\d{6}\.pdf$/);
    expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The house opens pick-up slots for tomorrow; the buyer books one and downloads the release note.
    const admin = await adminPage(people);
    await visit(admin, `/admin/subastas/${auctionId}/liquidacion`);
    await admin.getByRole('button', { name: 'Abrir turnos' }).click();
    await expect.poll(() => admin.getByRole('status').first().textContent()).toMatch(/\d+ turnos abiertos/);

    await buyer.reload();
    await buyer.waitForSelector('html[data-ready]', { state: 'attached' });
    const paid = card(buyer, title);
    await paid.getByLabel('Turno de retirada').click();
    // The slot list's first option (the footer's currency choice has options of its own).
    await buyer.getByRole('listbox').getByRole('option').first().click();
    await paid.getByRole('button', { name: 'Reservar turno' }).click();
    await expect.poll(() => paid.getByTestId('pickup-booked').textContent()).toContain('Retirada reservada');
    // The "Reservar turno" button is gone: focus is on the booking, not lost on <body> (issue 31, item 6).
    await expect
      .poll(() => buyer.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('pickup-booked');
    // Where to go, on the booking and in the e-mail that confirms it.
    const place = 'Polígono Fuente del Jarro, calle 12, Paterna';
    expect(await paid.textContent()).toContain(`Dirección de recogida: ${place}`);
    const mapLink = paid.getByRole('link', { name: 'Cómo llegar (mapa en OpenStreetMap)' });
    expect(await mapLink.getAttribute('href')).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`,
    );
    const confirmation = await waitForMail(mailDir, 'andres.navarro@example.com', 'Retirada reservada');
    expect(confirmation.text).toContain(place);
    expect(confirmation.text).toContain('https://www.openstreetmap.org/search?query=');
    const note = await download(buyer, /^Albarán de retirada/);
    expect(note.name).toMatch(/^albaran-retirada-[A-Z2-9]{5}-[A-Z2-9]{5}\.pdf$/);
    expect(note.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // At the warehouse: the code from the release note (the QR opens this same address).
    const code = note.name.replace('albaran-retirada-', '').replace('.pdf', '').toLowerCase();
    await visit(admin, `/admin/retiradas?codigo=${code}`);
    await admin.getByRole('button', { name: 'Marcar retirado' }).first().click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Marcar retirado' }).click();
    await expect.poll(() => admin.getByText(/^Retirado el/).count()).toBe(1);

    await buyer.reload();
    await expect
      .poll(() => card(buyer, title).getByTestId('settlement-state').textContent())
      .toBe('Retirado');
  });

  it('a bank statement settles a transfer by its reference, and a non-winner’s deposit is refunded', async () => {
    const title = `Subasta E2E transferencia ${Date.now()}`;
    const { settlement } = await finishedAuction({
      baseURL,
      title,
      winner: 'carmen.ruiz@example.com',
      others: ['pablo.sanchez@example.com'],
      hammer: 100_000,
    });

    // The buyer is told how to pay by transfer.
    const buyer = await buyerPage('carmen.ruiz@example.com');
    await visit(buyer, '/mi-cuenta/adjudicaciones');
    const mine = card(buyer, title);
    await expect.poll(() => mine.getByText('Pago por transferencia').isVisible()).toBe(true);
    expect(await mine.textContent()).toContain(settlement.reference);

    // The bank's Norma 43 statement carries her transfer, the reference written as banks do.
    const statement = norma43Statement([
      {
        date: new Date().toISOString().slice(0, 10),
        amount: settlement.totals.balance,
        concept: `TRANSF CARMEN RUIZ ${settlement.reference.replace(/(.{4})/g, '$1 ')}`,
      },
      { date: new Date().toISOString().slice(0, 10), amount: 4_000, concept: 'ABONO SIN REFERENCIA' },
    ]);
    const admin = await adminPage(people);
    await visit(admin, '/admin/cobros');
    // Mantine's file picker is a button over a hidden file input, which is what receives the file.
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'extracto.n43', mimeType: 'text/plain', buffer: statement });
    await admin.getByRole('button', { name: 'Importar extracto' }).click();
    await expect
      .poll(() => admin.getByTestId('statement-result').textContent())
      .toContain('1 cobro asignado, 1 sin asignar');

    await buyer.reload();
    await expect
      .poll(() => card(buyer, title).getByTestId('settlement-state').textContent(), { timeout: 15_000 })
      .toBe('Pagado');

    // The other bidder won nothing: their deposit is owed back, and the clerk records the refund.
    await visit(admin, '/admin/depositos');
    const row = admin.getByRole('row', { name: /Pablo Sánchez/ }).filter({ hasText: title });
    await row.getByRole('button', { name: 'Marcar devuelto' }).click();
    const dialog = admin.getByRole('dialog', { name: /Devolución del depósito de Pablo Sánchez/ });
    await dialog.getByLabel('Nota').fill('Transferencia de devolución');
    await dialog.getByRole('button', { name: 'Marcar devuelto' }).click();
    await expect.poll(() => row.count()).toBe(0);

    const other = await buyerPage('pablo.sanchez@example.com');
    await visit(other, '/mi-cuenta/subastas/inscritas');
    await expect
      .poll(() =>
        other
          .getByRole('row', { name: new RegExp(title) })
          .getByTestId('deposit-state')
          .textContent(),
      )
      .toContain('devuelto');
  });
});
