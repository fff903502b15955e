import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createAuction, createLot, createUser } from '../../test/factories.ts';
import { createAdminClient, createClient } from '../../test/http.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { createWebBuild } from '../../test/web-build.ts';

/** What an attacker would type into any text box: tags, handlers and script URLs, plain and in Markdown. */
const hostileMarkdown = [
  '# Título',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)></svg>',
  '<a href="javascript:alert(1)">html</a>',
  '<iframe src="https://example.com"></iframe>',
  '[clic](javascript:alert(1)) [mayúsculas](JaVaScRiPt:alert(1)) [tab](java\tscript:alert(1))',
  '[datos](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(1))',
  '<javascript:alert(1)>',
  '![foto](javascript:alert(1)) ![foto](x" onerror="alert(1))',
  '[comillas](https://example.com" onmouseover="alert(1))',
  'Un enlace normal: [BOE](https://www.boe.es) y https://lonja.example/subastas',
].join('\n\n');

/** Tags markdown-it writes from Markdown itself; anything else means HTML got through unescaped. */
const markdownTags = new Set(
  'p a em strong ul ol li h1 h2 h3 h4 h5 h6 code pre blockquote br hr img table thead tbody tr th td s'.split(
    ' ',
  ),
);

/** Every way the rendered HTML could run script: unknown tags, event handlers, non-web URLs. */
const executableParts = (html: string): string[] => {
  const problems: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!markdownTags.has(name!.toLowerCase())) problems.push(`<${name}>`);
    // Quoted, single-quoted, bare or valueless attributes alike.
    const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
    for (const [, attribute, double, single, bare] of attributes!.matchAll(attributePattern)) {
      const value = double ?? single ?? bare ?? '';
      if (!['href', 'src', 'alt', 'title'].includes(attribute!.toLowerCase()))
        problems.push(`${name} ${attribute}`);
      if (/^(href|src)$/i.test(attribute!) && !/^(https?:|mailto:|\/|#)/i.test(value))
        problems.push(`${attribute}="${value}"`);
    }
  }
  return problems;
};

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: ReturnType<typeof createClient>;

let build: Awaited<ReturnType<typeof createWebBuild>>;

beforeAll(async () => {
  // A miniature web build, so the server writes page meta into a real index.html.
  build = await createWebBuild({
    indexHtml:
      '<!doctype html><html lang="es"><head><meta name="description" content="x" /><title>Lonja</title></head><body><div id="root"></div></body></html>',
  });
  mailbox = await startMailbox();
  ctx = await createTestApp({ WEB_DIST_DIR: build.webDir, SMTP_URL: mailbox.url });
  admin = await createAdminClient(ctx);
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
  await build.remove();
});

describe('HTML in user text is never executed', () => {
  it('has the checker itself catch each trick', () => {
    expect(executableParts('<p><script>x</script></p>')).toContain('<script>');
    expect(executableParts('<p><img src="x" onerror="a()"></p>')).toContain('img onerror');
    expect(executableParts('<a href="javascript:a()">x</a>')).toEqual(['href="javascript:a()"']);
    expect(executableParts('<img src=x onerror=a()>')).toEqual(['src="x"', 'img onerror']);
    expect(executableParts('<p><a href="https://www.boe.es">BOE</a></p>')).toEqual([]);
  });

  it('escapes HTML and drops script links in info pages written in Markdown', async () => {
    const saved = await admin.put('/api/admin/pages/pagina-hostil?lang=es', {
      page: { title: '<script>alert(1)</script>', body: hostileMarkdown },
    });
    expect(saved.statusCode).toBe(200);
    const preview: string = saved.json().data.page.html;
    const published: string = (
      await ctx.app.inject({ method: 'GET', url: '/api/frontend/pages/pagina-hostil' })
    ).json().data.page.html;
    for (const html of [preview, published]) {
      expect(executableParts(html)).toEqual([]);
      // Escaped, so visitors see what was typed rather than losing it.
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('<a href="https://www.boe.es">BOE</a>');
    }
  });

  it('escapes lot descriptions and lot titles in the API and in the HTML the server writes', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const title = '</title><script>alert(1)</script> "comillas" & <b>';
    const edited = await admin.put(`/api/admin/lots/${lot.id}`, {
      lot: { title, description: hostileMarkdown, price: lot.price },
    });
    expect(edited.statusCode).toBe(200);

    const publicLot = (await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` })).json()
      .data.lot;
    expect(executableParts(publicLot.descriptionHtml)).toEqual([]);
    // Titles are data in JSON, shown by React as text: kept as typed, never turned into HTML here.
    expect(publicLot.title).toBe(title);

    const page = await ctx.app.inject({ method: 'GET', url: `/subastas/${auction.id}/${lot.id}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;comillas&quot; &amp; &lt;b&gt; · ',
    );
    expect(head).toContain('<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;');
    // The one script element is the JSON-LD block, and nothing typed can close it early.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!;
    expect(JSON.parse(jsonLd).name).toBe(title);
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes contact messages in the e-mail to the office', async () => {
    const visitor = createClient(ctx.app);
    await visitor.get('/api/sanctum/csrf-cookie');
    const sent = await visitor.post('/api/frontend/contact', {
      message: {
        name: '<img src=x onerror=alert(1)>',
        email: 'rosa@example.com',
        subject: 'Hola <b>equipo</b>',
        body: '<script>alert(1)</script> [clic](javascript:alert(1))',
      },
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const mail = mailbox.to('info@lonja.example').at(-1)!;
    // As text in a paragraph, "onerror=" is just letters: no tag carries it.
    expect(mail.html).not.toMatch(/<script|<img|<b>/i);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers user text as JSON that browsers never sniff into a page', async () => {
    const buyer = await createUser(ctx.db, {
      firstname: '<script>alert(1)</script>',
      passwordHash: await hashPassword('clave-del-comprador'),
    });
    const { sale } = (
      await admin.post('/api/admin/sales', { sale: { kind: 'industrial', title: 'Stock', published: true } })
    ).json().data;
    const { lot } = (
      await admin.post(`/api/admin/sales/${sale.id}/lots`, { lot: { title: 'Cajas', price: 10_000 } })
    ).json().data;
    const client = createClient(ctx.app);
    await client.login(buyer.email, 'clave-del-comprador');
    const note = '<img src=x onerror=alert(1)>';
    const offered = await client.post(`/api/frontend/auth/sales/${sale.id}/lots/${lot.id}/offers`, {
      offer: { amount: 9_000, message: note },
    });
    expect(offered.statusCode).toBe(201);
    const listed = await admin.get('/api/admin/offers');
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.headers['x-content-type-options']).toBe('nosniff');
    const offer = listed.json().data.offers.find((item: { lot: { id: number } }) => item.lot.id === lot.id);
    expect(offer).toMatchObject({ message: note, user: { fullName: expect.stringContaining('<script>') } });
  });
});
