import { readdir } from 'node:fs/promises';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot } from '../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../test/http.ts';
import { s3Credentials, startS3Server } from '../../../test/s3-server.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp(s3.env);
  admin = await createAdminClient(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const upload = (url: string, name: string, type: string, data: Buffer) => {
  const boundary = '----lonja-s3-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: [...admin.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(admin.cookies.get('XSRF-TOKEN')!),
    },
  });
};
const objectKey = (url: string) => url.replace('/media/', '');

describe('uploads in an S3-compatible bucket', () => {
  it('stores the five image sizes and documents in the bucket and serves them at the same /media/ addresses', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(
      `/api/admin/media/images?owner=lot&ownerId=${lot.id}`,
      'torno.jpg',
      'image/jpeg',
      photo,
    );
    expect(uploaded.statusCode).toBe(201);
    const { image } = uploaded.json().data;
    const bucket = createS3Client({
      ...s3Credentials,
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
    });
    for (const size of ['thumb', 'small', 'default', 'big', 'large']) {
      const head = await bucket.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey(image[size]) }),
      );
      expect(head.ContentType).toBe('image/webp');
      const served = await ctx.app.inject({ method: 'GET', url: image[size] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.length).toBe(head.ContentLength);
    }
    const large = await ctx.app.inject({ method: 'GET', url: image.large });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1600);

    const pdf = Buffer.from('%PDF-1.4 condiciones de la subasta');
    const file = await upload(
      `/api/admin/media/files?owner=auction&ownerId=${auction.id}`,
      'Condiciones generales.pdf',
      'application/pdf',
      pdf,
    );
    expect(file.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: file.json().data.file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    // Nothing on this machine's disk; an unknown or malformed key is a 404, not a trip to the bucket.
    expect(await readdir(ctx.uploadsDir).catch(() => [])).not.toContain('images');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/media/images/00000000-0000-4000-8000-000000000000/large.webp',
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('keeps private documents in the bucket without ever serving them at /media/', async () => {
    const scan = Buffer.from('%PDF-1.4 DUA con la salida certificada');
    const { key } = await ctx.app.deps.storage.savePrivateFile({
      name: 'DUA 26ES00461110000123.pdf',
      data: scan,
      mimeType: 'application/pdf',
    });
    expect(key).toMatch(/^private\/[0-9a-f-]{36}\/DUA-26ES00461110000123\.pdf$/);
    const stored = await ctx.app.deps.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(scan)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  it('is refused by the server when its requests are signed with the wrong secret', async () => {
    const forged = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: s3Credentials.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(forged.put('files/x/y.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(s3.refused).toEqual(['PUT /lonja-media/files/x/y.txt?x-id=PutObject']);
  });
});
