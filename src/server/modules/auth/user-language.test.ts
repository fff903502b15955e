import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRegisterInput } from '@/common/schemas/auth.ts';
import { users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { invoiceDefinition } from '@/server/modules/invoices/invoice-pdf.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createInvoicedSale, createUser, spanishCif } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://lonja.test' });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const registration = (overrides: Partial<TRegisterInput> = {}): TRegisterInput => ({
  firstname: 'Emily',
  lastname: 'Carter',
  email: `emily.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone1: '612 345 678',
  isCompany: false,
  vatIdType: 'nif',
  vatId: '12345678Z',
  address: 'Calle de la Paz 4',
  city: 'Valencia',
  postalCode: '46003',
  countryId: 73,
  provinceId: 46,
  password: 'a-long-password-2026',
  passwordConfirmation: 'a-long-password-2026',
  acceptedTerms: true,
  ...overrides,
});

let signups = 0;

/** Signs up as the web page does, with the headers given, and returns the account and its activation e-mail. */
const signUp = async (register: TRegisterInput, headers: Record<string, string> = {}) => {
  const client = createClient(ctx.app);
  await client.get('/api/sanctum/csrf-cookie');
  const answer = await client.request({
    method: 'POST',
    url: '/api/frontend/auth/signup',
    body: { register },
    headers,
    // Each from an address of its own: sign-ups are throttled per address.
    remoteAddress: `192.0.2.${++signups}`,
  });
  expect(answer.statusCode).toBe(201);
  await ctx.app.jobs.drain();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, register.email));
  return { user: user!, mail: mailbox.to(register.email).at(-1)! };
};

/** Every string an invoice's document prints, as buyers-abroad.test.ts reads it. */
const pdfText = (definition: ReturnType<typeof invoiceDefinition>) => {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        if (['text', 'stack', 'columns', 'table', 'body', 'content'].includes(key)) walk(value);
  };
  walk(definition.content);
  return texts.join('\n');
};

describe("the user's language", () => {
  it('is the one the sign-up page sends: the activation e-mail is in English, its link at the English address', async () => {
    const { user, mail } = await signUp(registration({ language: 'en' }));
    expect(user.language).toBe('en');
    expect(mail.subject).toBe('Activate your Lonja account');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Hello Emily,');
    expect(mail.text).toContain('The link expires in 7 days.');
    expect(mail.text).toContain('Activate my account: https://lonja.test/en/user/signup/validation/');
    expect(mail.text).toContain('The Lonja team');
    expect(mail.text).not.toMatch(/Hola|Activar mi cuenta|caduca/);
  });

  it("comes from the browser's Accept-Language when the page sends none, and is Spanish otherwise", async () => {
    const english = await signUp(registration(), { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' });
    expect(english.user.language).toBe('en');
    expect(english.mail.subject).toBe('Activate your Lonja account');

    const spanish = await signUp(registration({ firstname: 'Carmen' }), { 'accept-language': 'fr-FR' });
    expect(spanish.user.language).toBe('es');
    expect(spanish.mail.subject).toBe('Activa tu cuenta de Lonja');
    expect(spanish.mail.html).toContain('<html lang="es">');
    expect(spanish.mail.text).toContain('Activar mi cuenta: https://lonja.test/user/signup/validation/');

    // The page's choice wins over the browser's.
    const chosen = await signUp(registration({ language: 'es' }), { 'accept-language': 'en' });
    expect(chosen.user.language).toBe('es');
  });

  it('is in the current user and changes from my account; anything but es or en is refused naming the field', async () => {
    const passwordHash = await hashPassword('clave-de-prueba-1');
    const user = await createUser(ctx.db, { passwordHash });
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-de-prueba-1');
    expect((await client.get('/api/auth/user')).json().data.user.language).toBe('es');

    const profile = {
      firstname: user.firstname,
      lastname: user.lastname,
      phone1: '612 345 678',
      vatIdType: 'nif',
      vatId: user.vatId,
      address: 'Calle de la Paz 4',
      city: 'Valencia',
      postalCode: '46001',
      countryId: 73,
      provinceId: 46,
    };
    const changed = await client.put('/api/frontend/auth/user', { user: { ...profile, language: 'en' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user.language).toBe('en');
    expect((await client.get('/api/auth/user')).json().data.user.language).toBe('en');
    // A save that leaves it out keeps it.
    expect((await client.put('/api/frontend/auth/user', { user: profile })).json().data.user.language).toBe(
      'en',
    );

    const wrong = await client.put('/api/frontend/auth/user', { user: { ...profile, language: 'fr' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({
      'user.language': 'Elige el idioma: español (es) o inglés (en).',
    });
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.language).toBe('en');
  });

  it("writes the jobs' e-mails in English and gives an English buyer's invoice in Spanish and English", async () => {
    const passwordHash = await hashPassword('clave-de-prueba-1');
    const buyer = await createUser(ctx.db, { passwordHash, language: 'en', firstname: 'Emily' });
    const { auction, invoice } = await createInvoicedSale(ctx, buyer, { issuerVatId: spanishCif(901) });

    const won = mailbox.to(buyer.email).find((mail) => mail.subject.startsWith('Lot won: '));
    expect(won).toBeDefined();
    expect(won!.html).toContain('<html lang="en">');
    expect(won!.text).toContain('Congratulations! You have won the lot');
    // 1,000 euros hammer in British style, not "1.000 €".
    expect(won!.text).toContain('Hammer price: €1,000.');
    expect(won!.text).toContain(`See the lot: https://lonja.test/en/auctions/${auction.id}/`);
    expect(
      mailbox
        .to(buyer.email)
        .map((mail) => mail.subject)
        .join('\n'),
    ).not.toMatch(/Adjudicación|liquidación/);

    const client = createClient(ctx.app);
    await client.login(buyer.email, 'clave-de-prueba-1');
    const pdf = await client.get(`/api/frontend/auth/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(
      `Factura / Invoice ${invoice.fullNumber}`,
    );

    const english = pdfText(invoiceDefinition(invoice, { qr: '<svg/>', language: 'en' }));
    for (const label of [
      'Factura / Invoice',
      'Emisor / Issuer',
      'Destinatario / Recipient',
      'Total factura / Invoice total',
    ])
      expect(english).toContain(label);
    // A Spanish buyer's invoice says what it always said.
    const spanish = pdfText(invoiceDefinition(invoice, { qr: '<svg/>' }));
    expect(spanish).toContain('Total factura');
    expect(spanish).not.toMatch(/Invoice|Issuer|Recipient/);
  });

  it("gives the blank withdrawal form in the reader's language", async () => {
    const titleOf = async (headers: Record<string, string>) => {
      const pdf = await createClient(ctx.app).request({ url: '/api/frontend/withdrawal-form.pdf', headers });
      return (await PDFDocument.load(pdf.rawPayload)).getTitle();
    };
    expect(await titleOf({ 'accept-language': 'en-US,en;q=0.8' })).toBe('Withdrawal form');
    expect(await titleOf({})).toBe('Formulario de desistimiento');
  });
});
