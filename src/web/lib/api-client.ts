import type { TApiError, TErrorCode } from '@/common/schemas/api.ts';
import { currentLanguage } from '@/web/i18n/language.ts';
import { messages } from '@/web/i18n/messages.ts';
import { syncClockFromResponse } from './clock.ts';

/** A failed API call, with the message and per-field messages the server sent (docs/product.md#api-contract). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly fields: Record<string, string>;
  readonly minimum?: number;

  constructor(status: number, body: Partial<TApiError['error']>) {
    super(body.message ?? messages.site.requestFailed);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'INTERNAL';
    this.fields = body.fields ?? {};
    this.minimum = body.minimum;
  }
}

const apiBase = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/**
 * How requests reach the API: the browser's `fetch`, or, when the server renders a page, its own in-process
 * call (entry-server.tsx). Anonymous either way on the server, so one transport serves every request.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (fetchApi: typeof fetch) => {
  transport = fetchApi;
};

/** A 401 on any call but logout logs the user out (docs/product.md#the-browser); the accounts feature sets the handler. */
let onUnauthorized: (() => void) | null = null;
export const setUnauthorizedHandler = (handler: (() => void) | null) => {
  onUnauthorized = handler;
};

/**
 * A sensitive action answered 403 STEP_UP_REQUIRED (docs/operations.md): the handler asks for the second
 * factor and resolves true once it is proved, and the same request is sent again, once.
 */
let onStepUp: (() => Promise<boolean>) | null = null;
export const setStepUpHandler = (handler: (() => Promise<boolean>) | null) => {
  onStepUp = handler;
};

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

type TQuery = Record<string, string | number | boolean | object | undefined | null>;

/** Query objects (filter, order) travel JSON-stringified (docs/product.md#api-contract). */
const queryString = (query?: TQuery) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

type TSendOptions = { query?: TQuery; body?: unknown; signal?: AbortSignal };

const fail = async (response: Response, path: string) => {
  const body = await response.json().catch(() => ({}));
  if (response.status === 401 && !path.endsWith('/logout')) onUnauthorized?.();
  return new ApiError(response.status, (body as Partial<TApiError>).error ?? {});
};

/** The response of a request, retried once after a step-up; a failure is thrown as an ApiError. */
const respond = async (
  method: string,
  path: string,
  options: TSendOptions,
  retried = false,
): Promise<Response> => {
  // A GET awaits nothing before its call: the server renderer counts the calls a page makes as it starts
  // (entry-server.tsx), to preload them.
  const init = method === 'GET' ? requestInit(method, options) : await withXsrf(requestInit(method, options));
  const startedAt = performance.now();
  const response = await transport(`${apiBase}${path}${queryString(options.query)}`, init);
  syncClockFromResponse(response, startedAt);
  if (response.ok) return response;
  const error = await fail(response, path);
  if (error.code === 'STEP_UP_REQUIRED' && !retried && onStepUp && (await onStepUp()))
    return respond(method, path, options, true);
  throw error;
};

/** A form with a file goes as multipart, its boundary set by the browser; anything else as JSON. */
const isForm = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

const requestInit = (method: string, options: TSendOptions) => ({
  method,
  headers: {
    accept: 'application/json',
    // The API's messages in the page's language, whatever the browser prefers (src/common/i18n/api).
    'accept-language': currentLanguage(),
    ...(options.body === undefined || isForm(options.body) ? {} : { 'content-type': 'application/json' }),
  } as Record<string, string>,
  credentials: 'include' as const,
  body:
    options.body === undefined
      ? undefined
      : isForm(options.body)
        ? options.body
        : JSON.stringify(options.body),
  signal: options.signal,
});

/** A change carries the anti-forgery token, from a readable cookie; without one, it is asked for first. */
const withXsrf = async (init: ReturnType<typeof requestInit>) => {
  if (!readCookie('XSRF-TOKEN')) await fetch(`${apiBase}/sanctum/csrf-cookie`, { credentials: 'include' });
  const token = readCookie('XSRF-TOKEN');
  if (token) init.headers['x-xsrf-token'] = decodeURIComponent(token);
  return init;
};

const send = async (method: string, path: string, options: TSendOptions) => {
  const response = await respond(method, path, options);
  if (response.status === 204) return undefined;
  return response.json().catch(() => ({}));
};

/** Saves a file the API answers (exports) under the name the server gives it. */
const download = async (path: string) => {
  const response = await respond('GET', path, {});
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').pop()!.split('?')[0]!;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const api = {
  get: <T>(path: string, options: { query?: TQuery; signal?: AbortSignal } = {}) =>
    send('GET', path, options) as Promise<T>,
  post: <T>(path: string, body?: unknown) => send('POST', path, { body }) as Promise<T>,
  put: <T>(path: string, body?: unknown) => send('PUT', path, { body }) as Promise<T>,
  delete: <T>(path: string) => send('DELETE', path, {}) as Promise<T>,
  download,
};
