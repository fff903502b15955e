import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { es } from '@/web/i18n/es.ts';
import {
  adminClient,
  createRunningAuction,
  logIn,
  logInToBackOffice,
  openSubscription,
  publishWithLot,
  sendSubscription,
  visit,
} from './actions.ts';
import { launchBrowser } from './browser.ts';
import { demoPassword } from './settlement-setup.ts';

/**
 * Issue 29 §5, in the browser: the back office links a bidder to a consignor on their page; the bidder, on
 * that consignor's auction, is told why they may not subscribe.
 */
const baseURL = inject('baseURL');
const email = 'andres.navarro@example.com';
const nif = 'B46991238';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const consignorAuction = async (title: string) => {
  const admin = await adminClient(baseURL);
  const auctionId = await createRunningAuction(admin, {
    title,
    description: 'Subasta de un comitente con personas vinculadas.',
  });
  await admin.put(`/api/admin/auctions/${auctionId}/invoicingData`, {
    invoicingData: {
      issuerName: 'Conservas Albufera, S.A.',
      issuerVatId: nif,
      issuerAddress: 'Camí de la Mar 3, 46012 València',
      invoiceSeries: 'CA',
    },
  });
  await publishWithLot(admin, auctionId, { title: `${title}: autoclave`, price: 30_000 });
  const users = (
    await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ search: email }))}`)
  ).json().data.users as { id: number }[];
  return { auctionId, userId: users[0]!.id };
};

describe("a consignor's linked person", () => {
  it('is linked on their page in the back office, and told why they may not subscribe', async () => {
    const title = `Subasta E2E de comitente ${Date.now()}`;
    const { auctionId, userId } = await consignorAuction(title);

    const office = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const adminPage = await office.newPage();
    await logInToBackOffice(adminPage, `/admin/usuarios/${userId}`);
    const t = es.admin.user.consignorLinks;
    await adminPage.getByLabel(t.nif).fill('b-46991238');
    await adminPage.getByRole('button', { name: t.link }).click();
    await adminPage.getByText(t.linked(nif, 'Conservas Albufera, S.A.')).waitFor();
    await office.close();

    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await visit(page, `/subastas/${auctionId}`);
    await logIn(page, email, demoPassword);
    const dialog = await openSubscription(page, title);
    await sendSubscription(dialog);
    await dialog
      .getByRole('alert')
      .filter({ hasText: `tu cuenta está vinculada al comitente (NIF ${nif})` })
      .waitFor();
    await context.close();
  });
});
