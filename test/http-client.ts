/**
 * A browser-like client over real HTTP for a server running as its own process (test/server-process.ts):
 * keeps cookies and sends the XSRF header as the web app does (docs/product.md#accounts), like test/http.ts for inject().
 * A request the server never answered (refused, reset) comes back as status 0.
 */
export const createHttpClient = (baseUrl: string) => {
  const cookies = new Map<string, string>();
  const request = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size
            ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
            : {}),
          ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!.trim(), value.join('='));
      }
      const text = await response.text();
      return { status: response.status, json: () => JSON.parse(text) };
    } catch {
      return { status: 0, json: () => null };
    }
  };
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown) => request('POST', path, body),
    put: (path: string, body?: unknown) => request('PUT', path, body),
    login: async (email: string, password: string) => {
      await request('GET', '/api/sanctum/csrf-cookie');
      return request('POST', '/api/login', { email, password, remember: false });
    },
  };
};
