import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db, {
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  admin = createClient(ctx.app);
  await admin.login(user.email, 'clave-de-admin-1');
});
afterAll(() => ctx.close());

/** A multipart body with one file, as a browser's FormData sends it. */
const multipart = (name: string, type: string, data: Buffer) => {
  const boundary = '----lonja-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

const upload = (url: string, name: string, type: string, data: Buffer) => {
  const body = multipart(name, type, data);
  const xsrf = admin.cookies.get('XSRF-TOKEN')!;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      cookie: [...admin.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
  });
};

describe('admin media', () => {
  it('stores an uploaded photo in five WebP sizes and puts it in the lot’s gallery', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    const response = await upload(
      `/api/admin/media/images?owner=lot&ownerId=${lot.id}`,
      'torno-frontal.jpg',
      'image/jpeg',
      photo,
    );
    expect(response.statusCode).toBe(201);
    const { image } = response.json().data;
    expect(image).toMatchObject({ alt: 'torno-frontal', width: 2000, height: 1500 });
    for (const size of ['thumb', 'small', 'default', 'big', 'large'])
      expect(existsSync(join(ctx.uploadsDir, image[size].replace('/media/', '')))).toBe(true);
    expect((await sharp(join(ctx.uploadsDir, image.large.replace('/media/', ''))).metadata()).width).toBe(
      1600,
    );
    const publicLot = (await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` })).json()
      .data.lot;
    expect(publicLot.images.map((item: { id: number }) => item.id)).toEqual([image.id]);
  });

  it('refuses wrong types, unreadable images and unknown owners with Spanish messages', async () => {
    const auction = await createAuction(ctx.db);
    const wrongType = await upload(
      `/api/admin/media/images?owner=auction&ownerId=${auction.id}`,
      'virus.exe',
      'application/x-msdownload',
      Buffer.from('MZ'),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toMatch(/Formato de imagen no admitido/);
    const broken = await upload(
      `/api/admin/media/images?owner=auction&ownerId=${auction.id}`,
      'roto.jpg',
      'image/jpeg',
      Buffer.from('not really a jpeg'),
    );
    expect(broken.json().error.message).toMatch(/no se puede leer/);
    const nowhere = await upload(
      '/api/admin/media/files?owner=lot&ownerId=999999',
      'doc.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4'),
    );
    expect(nowhere.statusCode).toBe(404);
    const pdf = await upload(
      `/api/admin/media/files?owner=auction&ownerId=${auction.id}`,
      'Condiciones.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4 test'),
    );
    expect(pdf.json().data.file).toMatchObject({ name: 'Condiciones.pdf', mimeType: 'application/pdf' });
  });

  it('takes pictures for liquidaciones too', async () => {
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        kind: 'industrial',
        title: 'Stock',
        slug: `stock-${Date.now()}`,
        startDate: new Date(),
        published: true,
      })
      .returning();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const response = await upload(
      `/api/admin/media/images?owner=sale&ownerId=${sale!.id}`,
      'nave.png',
      'image/png',
      photo,
    );
    expect(response.statusCode).toBe(201);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/frontend/sales/${sale!.id}` })).json()
      .data.sale;
    expect(detail.images).toHaveLength(1);
  });
});
