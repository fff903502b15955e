import { describe, expect, inject, it } from 'vitest';
import { createHttpClient } from '../test/http-client.ts';
import { adminPage, peopleOfSpec, visit } from './actions.ts';
import { waitForLink } from './mail.ts';
import { finishedAuction } from './settlement-setup.ts';

/**
 * A buyer outside the EU (docs/after-the-hammer.md, "Buyers abroad"): invoiced with Spanish IVA held until
 * the clerk records the customs proof (DUA) on the settlement page, which releases it by a rectificativa and
 * an exempt invoice; what was paid beyond the new total is owed back. The scanned DUA is kept privately.
 */
const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const people = peopleOfSpec(baseURL);

/** A Swiss company signs up and activates its account through the API, as the sign-up dialog would. */
const swissCompany = async () => {
  const email = `achats.${Date.now()}@exemple-suisse.example.com`;
  const password = 'clave-de-la-empresa-suiza';
  const visitor = createHttpClient(baseURL);
  const countries = (await visitor.get('/api/frontend/countries')).json().data.countries as {
    id: number;
    iso2: string;
  }[];
  // The XSRF cookie first, as the web app takes it before any POST.
  await visitor.get('/api/sanctum/csrf-cookie');
  const signup = await visitor.post('/api/frontend/auth/signup', {
    register: {
      firstname: 'Claire',
      lastname: 'Favre',
      phone1: '+41 22 123 45 67',
      isCompany: true,
      companyName: 'Machines Favre SA',
      vatIdType: 'passport',
      vatId: 'CHE123456789',
      address: 'Rue du Rhône 1',
      city: 'Genève',
      postalCode: '1204',
      countryId: countries.find((country) => country.iso2 === 'CH')!.id,
      email,
      password,
      passwordConfirmation: password,
      acceptedTerms: true,
    },
  });
  expect(signup.status).toBe(201);
  const link = await waitForLink(mailDir, email, '/user/signup/validation/');
  const key = new URL(link).pathname.split('/').pop();
  expect((await visitor.get(`/api/frontend/auth/activate/${key}`)).status).toBe(200);
  return { email, password };
};

describe('an export', () => {
  it('holds the IVA until the clerk records the DUA on the settlement page, then releases it', async () => {
    const buyer = await swissCompany();
    const title = `Exportación ${Date.now()}`;
    const { auctionId, settlement, admin } = await finishedAuction({
      baseURL,
      title,
      winner: buyer.email,
      others: [],
      hammer: 100_000,
      password: buyer.password,
    });
    // The goods invoice charges IVA (held); the premium, a service to a company outside the EU, does not.
    expect(settlement.totals).toMatchObject({ hammer: 100_000, premium: 10_000, vat: 21_000 });
    // The buyer paid it all (their deposit applied and a transfer for the rest).
    const paid = await admin.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: settlement.totals.balance,
      method: 'transfer',
      paidOn: new Date().toISOString().slice(0, 10),
      note: null,
    });
    expect(paid.status).toBeLessThan(300);

    const page = await adminPage(people);
    await visit(page, `/admin/subastas/${auctionId}/liquidacion`);
    await expect
      .poll(() => page.getByText('Exportación (IVA retenido hasta el DUA)').count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: /Machines Favre SA/ }).click();
    const form = page.getByRole('form', { name: /Prueba de salida de los bienes/ });
    await form.getByLabel(/N\.º del documento/).fill('26ES00461110000123');
    await form.getByRole('button', { name: 'Anotar DUA y liberar el IVA' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'DUA de exportación' }).textContent())
      .toContain('26ES00461110000123');

    // The scanned DUA is kept with it, privately: listed on the settlement, downloaded by contabilidad.
    const scan = Buffer.from('%PDF-1.4 DUA 26ES00461110000123, salida certificada');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Documento escaneado (PDF, JPEG o PNG)' }).click();
    await (await chooser).setFiles({
      name: 'DUA 26ES00461110000123.pdf',
      mimeType: 'application/pdf',
      buffer: scan,
    });
    await page.getByRole('button', { name: 'Guardar documento' }).click();
    const link = page.getByRole('link', { name: /^DUA 26ES00461110000123\.pdf/ });
    await expect.poll(() => link.count()).toBe(1);
    const download = await admin.get((await link.getAttribute('href'))!);
    expect(download.status).toBe(200);

    const after = (await admin.get(`/api/admin/settlements/${settlement.id}`)).json().data.settlement;
    expect(after.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual(['F1', 'F1', 'R4', 'F1']);
    expect(after.totals).toMatchObject({ vat: 0, total: 110_000, balance: -21_000 });
    expect(after.borderProofFiles).toEqual([expect.objectContaining({ name: 'DUA 26ES00461110000123.pdf' })]);
  });
});
