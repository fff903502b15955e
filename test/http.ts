import type { TLanguage } from '@/common/language.ts';
import type { TApp } from '@/server/app.ts';
import type { TDb } from '@/server/db/client.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createSubscription, createUser } from './factories.ts';

type TInjectOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** A body sent as it is, whatever its content type (hostile-input tests). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** The address the request comes from (default 127.0.0.1). */
  remoteAddress?: string;
};

/**
 * A browser-like client for `app.inject()`: keeps cookies between calls and sends the XSRF header the way
 * the web app does (docs/product.md#accounts: CSRF cookie first, then credentials, then the user), in the
 * language of an English page when asked.
 */
export const createClient = (app: TApp, options: { language?: TLanguage } = {}) => {
  const cookies = new Map<string, string>();
  const remember = (setCookie: string | string[] | undefined) => {
    for (const header of [setCookie ?? []].flat()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (!text || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), text);
    }
  };
  const request = async ({
    method = 'GET',
    url,
    body,
    rawBody,
    headers = {},
    remoteAddress,
  }: TInjectOptions) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    const response = await app.inject({
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: body === undefined ? rawBody : JSON.stringify(body),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        // The site's pages ask for the API's messages in their own language (src/web/lib/api-client.ts).
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...headers,
      },
    });
    remember(response.headers['set-cookie']);
    return response;
  };
  return {
    cookies,
    request,
    get: (url: string) => request({ url }),
    post: (url: string, body?: unknown) => request({ method: 'POST', url, body }),
    put: (url: string, body?: unknown) => request({ method: 'PUT', url, body }),
    delete: (url: string) => request({ method: 'DELETE', url }),
    /** The whole login sequence (docs/product.md#accounts). */
    login: async (email: string, password: string, remember = false) => {
      await request({ url: '/api/sanctum/csrf-cookie' });
      return request({ method: 'POST', url: '/api/login', body: { email, password, remember } });
    },
  };
};

/** A client logged in as a new administrator of the test app, for back-office tests (in English when asked). */
export const createAdminClient = async (
  ctx: { app: TApp; db: TDb },
  options: { language?: TLanguage } = {},
) => {
  const user = await createUser(ctx.db, {
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  const admin = createClient(ctx.app, options);
  await admin.login(user.email, 'clave-de-admin-1');
  return admin;
};

/** `count` new bidders accepted in the auction, each logged in with a client of its own. */
export const createBidderClients = async (
  ctx: { app: TApp; db: TDb },
  auction: Parameters<typeof createSubscription>[1],
  count: number,
) => {
  const passwordHash = await hashPassword('clave-del-pujador');
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUser(ctx.db, { passwordHash });
      await createSubscription(ctx.db, auction, user);
      const client = createClient(ctx.app);
      await client.login(user.email, 'clave-del-pujador');
      return client;
    }),
  );
};
