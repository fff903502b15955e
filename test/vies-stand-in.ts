import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received, as VIES reads it. */
export type TViesRequest = {
  countryCode?: string;
  vatNumber?: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
};

const readJson = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as TViesRequest;
};

/**
 * A local stand-in for the EU VIES REST API (docs/after-the-hammer.md, "VIES and the consultation number"):
 * `POST /check-vat-number` with a JSON body { countryCode, vatNumber, requesterMemberStateCode?,
 * requesterNumber? }, answering { countryCode, vatNumber, requestDate, valid, requestIdentifier, name,
 * address, userError } as the real service does. The consultation number (`requestIdentifier`) comes only
 * when the request names a requester, and the requester's number must itself be well formed; a number
 * with a country prefix, or any other path or method, is refused as VIES refuses it. `registered` maps
 * "CCnumber" to the trader's name; `down` answers 503 with MS_UNAVAILABLE.
 */
export const startViesStandIn = async (registered: Record<string, string>) => {
  const calls: TViesRequest[] = [];
  const state = { down: false, consultations: 0 };
  const server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/check-vat-number')
      return json(404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
    const body = await readJson(request);
    calls.push(body);
    if (state.down) return json(503, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
    const wellFormed = (country?: string, number?: string) =>
      !!country &&
      /^[A-Z]{2}$/.test(country) &&
      !!number &&
      /^[0-9A-Z+*]{2,12}$/.test(number) &&
      !number.startsWith(country);
    if (!wellFormed(body.countryCode, body.vatNumber))
      return json(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
    const asked = body.requesterMemberStateCode !== undefined || body.requesterNumber !== undefined;
    if (asked && !wellFormed(body.requesterMemberStateCode, body.requesterNumber))
      return json(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_REQUESTER_INFO' }] });
    const name = registered[`${body.countryCode}${body.vatNumber}`];
    state.consultations += asked ? 1 : 0;
    json(200, {
      countryCode: body.countryCode,
      vatNumber: body.vatNumber,
      requestDate: new Date().toISOString(),
      valid: name !== undefined,
      requestIdentifier: asked ? `WAPIAAAAZ${String(state.consultations).padStart(6, '0')}` : '',
      name: name ?? '---',
      address: name ? 'RUE DE L EXEMPLE 1, 75001 PARIS' : '---',
      traderName: '---',
      userError: name !== undefined ? 'VALID' : 'INVALID',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
