import { createCipheriv, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Redsys card gateway (redirect integration), speaking its protocol so tests and
 * browser journeys pay by card without the real service: it receives the shop's signed form at
 * `/sis/realizarPago` and refuses a bad signature, shows a card page, then — as Redsys does — POSTs a signed
 * notification (form-encoded) to the shop's MerchantURL and redirects the buyer to URLOK or URLKO. The
 * signatures are computed here with node:crypto from the protocol's definition (3DES-CBC of the order with
 * the merchant key, zero IV and zero padding, as the per-order key; HMAC-SHA256 of the Base64 parameters),
 * independently of the library the application uses. A card number ending in 0000 is declined.
 */
const orderKey = (secretKey: string, order: string) => {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
};

export const redsysSignature = (secretKey: string, order: string, merchantParameters: string) =>
  createHmac('sha256', orderKey(secretKey, order)).update(merchantParameters).digest('base64');

const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

const page = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>TPV Virtual (pruebas)</title></head><body>${body}</body></html>`,
  );
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type TRedsysNotification = { merchantUrl: string; params: Record<string, string>; status: number };

export const startRedsysStandIn = async ({
  secretKey,
  merchantCode,
}: {
  secretKey: string;
  merchantCode: string;
}) => {
  const sessions = new Map<string, Record<string, string>>();
  const notifications: TRedsysNotification[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method !== 'POST') return page(response, 405, '<p>Método no permitido</p>');
    const form = await readForm(request);
    if (url.pathname === '/sis/realizarPago') {
      let params: Record<string, string>;
      try {
        params = JSON.parse(Buffer.from(form.Ds_MerchantParameters ?? '', 'base64').toString('utf8'));
      } catch {
        return page(response, 400, '<p>Error SIS0429: parámetros no válidos</p>');
      }
      const order = params.DS_MERCHANT_ORDER ?? params.Ds_Merchant_Order ?? '';
      const expected = Buffer.from(redsysSignature(secretKey, order, form.Ds_MerchantParameters ?? ''));
      const sent = Buffer.from(form.Ds_Signature ?? '');
      const isSigned =
        form.Ds_SignatureVersion === 'HMAC_SHA256_V1' &&
        sent.length === expected.length &&
        timingSafeEqual(sent, expected);
      if (!isSigned || params.DS_MERCHANT_MERCHANTCODE !== merchantCode)
        return page(response, 400, '<h1>Error SIS0042</h1><p>La firma enviada no es correcta.</p>');
      const id = String(randomInt(1e9));
      sessions.set(id, params);
      const euros = (Number(params.DS_MERCHANT_AMOUNT) / 100).toFixed(2).replace('.', ',');
      return page(
        response,
        200,
        `<main><h1>Pago con tarjeta</h1><p>Comercio ${escapeHtml(merchantCode)} · pedido ${escapeHtml(order)}</p><p>Importe: <strong>${euros} €</strong></p>
<form method="post" action="/sis/pagar?sesion=${id}"><label>Número de tarjeta <input name="tarjeta" inputmode="numeric" autocomplete="off"></label>
<button type="submit">Pagar</button></form></main>`,
      );
    }
    if (url.pathname === '/sis/pagar') {
      const params = sessions.get(url.searchParams.get('sesion') ?? '');
      if (!params) return page(response, 404, '<p>Sesión caducada</p>');
      sessions.delete(url.searchParams.get('sesion') ?? '');
      const isAuthorised = !(form.tarjeta ?? '').replace(/\s/g, '').endsWith('0000');
      const now = new Date();
      const notice = {
        Ds_Date: `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`,
        Ds_Hour: `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`,
        Ds_SecurePayment: '1',
        Ds_Amount: params.DS_MERCHANT_AMOUNT ?? '',
        Ds_Currency: params.DS_MERCHANT_CURRENCY ?? '978',
        Ds_Order: params.DS_MERCHANT_ORDER ?? '',
        Ds_MerchantCode: merchantCode,
        Ds_Terminal: (params.DS_MERCHANT_TERMINAL ?? '1').padStart(3, '0'),
        Ds_Response: isAuthorised ? '0000' : '0190',
        Ds_TransactionType: '0',
        Ds_ConsumerLanguage: '1',
        Ds_AuthorisationCode: isAuthorised ? String(randomInt(100_000, 999_999)) : '',
      };
      // Redsys URL-encodes each value of its notification ("27%2F11%2F2026"), as its published example shows.
      const encoded = Object.fromEntries(
        Object.entries(notice).map(([key, value]) => [key, encodeURIComponent(value)]),
      );
      const merchantParameters = Buffer.from(JSON.stringify(encoded)).toString('base64');
      // Redsys signs notifications in URL-safe Base64.
      const signature = redsysSignature(secretKey, notice.Ds_Order, merchantParameters)
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      const merchantUrl = params.DS_MERCHANT_MERCHANTURL ?? '';
      const delivered = await fetch(merchantUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          Ds_SignatureVersion: 'HMAC_SHA256_V1',
          Ds_MerchantParameters: merchantParameters,
          Ds_Signature: signature,
        }),
      }).catch(() => null);
      notifications.push({ merchantUrl, params: encoded, status: delivered?.status ?? 0 });
      response.writeHead(303, {
        location: (isAuthorised ? params.DS_MERCHANT_URLOK : params.DS_MERCHANT_URLKO) ?? '/',
      });
      return response.end();
    }
    return page(response, 404, '<p>No encontrado</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sis/realizarPago`,
    notifications,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
