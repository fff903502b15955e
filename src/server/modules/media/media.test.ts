import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images as imagesTable, sales } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

/** The first bytes of a PNG that claims to be width × height pixels (signature and IHDR chunk only). */
const pngHeader = (width: number, height: number) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, default compression, filter and interlace
  const chunk = Buffer.concat([Buffer.from('IHDR'), ihdr]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), length, chunk, crc]);
};

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
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

const upload = (url: string, name: string, type: string, data: Buffer, language?: 'en') => {
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
      ...(language ? { 'accept-language': language } : {}),
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

  it('judges uploads by their bytes: disguised files, image bombs and oversized files are refused', async () => {
    const auction = await createAuction(ctx.db);
    const images = `/api/admin/media/images?owner=auction&ownerId=${auction.id}`;
    const files = `/api/admin/media/files?owner=auction&ownerId=${auction.id}`;

    // An SVG (which could carry script) sent as a PNG.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const disguised = await upload(images, 'foto.png', 'image/png', svg);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.fields.file).toBe('Imagen no válida.');

    // A 50,000 × 50,000 PNG in a few dozen bytes: refused from its header, before anything is decoded.
    const bomb = await upload(images, 'bomba.png', 'image/png', pngHeader(50_000, 50_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.message).toMatch(/40 megapíxeles/);

    const huge = await upload(images, 'enorme.jpg', 'image/jpeg', Buffer.alloc(16 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toMatchObject({
      message: 'El archivo supera el máximo de 15 MB.',
      fields: { file: expect.any(String) },
    });

    // A web page declared as text, and a "PDF" that is not one.
    const page = await upload(files, 'aviso.html', 'text/plain', Buffer.from('<script>alert(1)</script>'));
    expect(page.statusCode).toBe(201);
    expect(page.json().data.file.url).toMatch(/\/aviso\.txt$/);
    const fakePdf = await upload(files, 'contrato.pdf', 'application/pdf', Buffer.from('MZ\x90\x00'));
    expect(fakePdf.statusCode).toBe(400);
    expect(fakePdf.json().error.message).toBe('El contenido del archivo no es un PDF válido.');
    expect(await ctx.db.$count(imagesTable, eq(imagesTable.auctionId, auction.id))).toBe(0);
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

describe('admin media, asked in English', () => {
  it('refuses a missing file, an unknown owner kind and a wrong type in English', async () => {
    const auction = await createAuction(ctx.db);
    const noFile = await admin.request({
      method: 'POST',
      url: `/api/admin/media/images?owner=auction&ownerId=${auction.id}`,
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({
      message: 'The file is missing.',
      fields: { file: 'Please choose a file.' },
    });
    const wrongOwner = await upload(
      '/api/admin/media/images?owner=house&ownerId=1',
      'foto.png',
      'image/png',
      pngHeader(10, 10),
      'en',
    );
    expect(wrongOwner.statusCode).toBe(400);
    expect(wrongOwner.json().error.fields.owner).toBe(
      'owner must be auction, lot, sublot, sale or sale-lot.',
    );
    const wrongType = await upload(
      `/api/admin/media/images?owner=auction&ownerId=${auction.id}`,
      'virus.exe',
      'application/x-msdownload',
      Buffer.from('MZ'),
      'en',
    );
    expect(wrongType.json().error).toMatchObject({
      message: 'Image format not accepted: please use JPEG, PNG, WebP, GIF, AVIF or TIFF.',
      fields: { file: 'Format not accepted.' },
    });
    const nowhere = await upload(
      '/api/admin/media/files?owner=lot&ownerId=999999',
      'doc.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4'),
      'en',
    );
    expect(nowhere.json().error.message).toBe('The item you want to add files to does not exist.');
  });
});
