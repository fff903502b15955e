import { describe, expect, inject, it } from 'vitest';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { adminPage, logIn, peopleOfSpec, visit } from './actions.ts';
import { demoPassword, finishedAuction } from './settlement-setup.ts';

/**
 * A consumer's rights through the UI (docs/after-the-hammer.md): the winner, a consumer, withdraws from the
 * lot they collected from "Mis adjudicaciones" and the clerk sees it in the back office; the other bidder
 * is told by when their deposit comes back. The auction is run, paid and handed over through the API.
 */
const baseURL = inject('baseURL');
const people = peopleOfSpec(baseURL);

describe('consumer rights', () => {
  it('a consumer withdraws an awarded lot from Mis adjudicaciones; the clerk sees it; the non-winner sees the deposit deadline', async () => {
    const title = `Subasta E2E desistimiento ${Date.now()}`;
    const { settlement, admin, bidders } = await finishedAuction({
      baseURL,
      title,
      winner: 'andres.navarro@example.com',
      others: ['carmen.ruiz@example.com'],
      hammer: 50_000,
    });
    // Paid by transfer, then handed over at the warehouse by its collection code.
    const paid = await admin.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: settlement.totals.balance,
      method: 'transfer',
      paidOn: new Date().toISOString().slice(0, 10),
      note: null,
    });
    expect(paid.status).toBe(201);
    const buyerApi = bidders.get('andres.navarro@example.com')!;
    const view: TSettlement = (await buyerApi.get(`/api/frontend/auth/settlements/${settlement.id}`)).json()
      .data.settlement;
    const collection = (await admin.get(`/api/admin/collections/${view.collectionCode}`)).json().data
      .collection;
    const handed = await admin.post(
      `/api/admin/collections/${view.collectionCode}/lines/${collection.lines[0].id}/collect`,
    );
    expect(handed.status).toBe(200);

    const buyer = await people.newPage();
    await visit(buyer, '/');
    await logIn(buyer, 'andres.navarro@example.com', demoPassword);
    await visit(buyer, '/mi-cuenta/adjudicaciones');
    const line = buyer.getByTestId('withdrawable-line').filter({ hasText: title });
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    expect(await line.textContent()).toMatch(/puedes desistir hasta el \d{2}\/\d{2}\/\d{4}/);
    await line.getByRole('button', { name: 'Desistir de la compra' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Formulario de desistimiento' });
    expect(await dialog.getByLabel('Nombre y apellidos del consumidor').inputValue()).toContain('Andrés');
    await dialog.getByLabel('Domicilio del consumidor').fill('Calle de la Paz 4, 46003 Valencia');
    await dialog.getByRole('button', { name: 'Enviar el desistimiento' }).click();
    await expect
      .poll(() => buyer.getByTestId('my-withdrawals').textContent(), { timeout: 15_000 })
      .toContain(`${title}: carretilla`);
    expect(await buyer.getByTestId('my-withdrawals').textContent()).toMatch(/antes del \d{2}\/\d{2}\/\d{4}/);
    expect(await buyer.getByTestId('withdrawable-line').filter({ hasText: title }).count()).toBe(0);

    // The clerk sees it in the back office, the refund pending with its deadline.
    const clerk = await adminPage(people, '/admin/desistimientos');
    const row = clerk
      .getByTestId('admin-withdrawals')
      .getByRole('row')
      .filter({ hasText: `${title}: carretilla` });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('Pendiente de devolver');
    expect(await row.textContent()).toContain('Andrés Navarro');

    // The other bidder won nothing: "Mis subastas" says by when the deposit comes back.
    const other = await people.newPage();
    await visit(other, '/');
    await logIn(other, 'carmen.ruiz@example.com', demoPassword);
    await visit(other, '/mi-cuenta/subastas/inscritas');
    const deadline = other.getByRole('row').filter({ hasText: title }).getByTestId('deposit-refund-by');
    await expect
      .poll(() => deadline.textContent(), { timeout: 15_000 })
      .toMatch(/^Te devolveremos el depósito antes del \d{2}\/\d{2}\/\d{4}\.$/);
  });
});
