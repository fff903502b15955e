import { randomInt } from 'node:crypto';
import type { ResponseJSONSuccess } from 'redsys-easy';

/**
 * Redsys, the Spanish card gateway, in its redirect integration: the buyer's browser posts a signed form to
 * the gateway, pays there, and the gateway tells us the result in a signed notification to our server
 * (the redirect back to the site proves nothing). Signing and checking signatures (3DES-derived key per
 * order, HMAC-SHA256) is done by `redsys-easy`.
 */
export type TRedsysConfig = { url: string; merchantCode: string; terminal: string; secretKey: string };

/**
 * Redsys authorises a payment with a Ds_Response from 0000 to 0099; anything else is a denial or, for
 * 0400 and 0900, the answer to a cancellation or a refund, never money received (redsys-easy's
 * `isResponseCodeOk` accepts those two as well, so it is not used here).
 */
export const isAuthorisation = (responseCode: string | undefined) =>
  responseCode !== undefined && /^\d{1,4}$/.test(responseCode) && Number(responseCode) <= 99;

/** Ds_Merchant_Order: 12 characters, the first four digits (year and month here), unique per merchant. */
export const newOrderNumber = (now = new Date()) => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const digits = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return digits + Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
};

export const createRedsysGateway = async (config: TRedsysConfig) => {
  // Loaded only where card payments are configured: an instance without them need not hold it.
  const { createRedsysAPI } = await import('redsys-easy');
  const api = createRedsysAPI({
    secretKey: config.secretKey,
    urls: { redirect: config.url, restIniciaPeticion: config.url, restTrataPeticion: config.url },
  });
  return {
    /** The form the browser posts to the gateway for one order. */
    paymentForm: (input: {
      order: string;
      amount: number;
      notificationUrl: string;
      okUrl: string;
      koUrl: string;
      description: string;
    }) => {
      const form = api.createRedirectForm({
        DS_MERCHANT_MERCHANTCODE: config.merchantCode,
        DS_MERCHANT_TERMINAL: config.terminal,
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_ORDER: input.order,
        DS_MERCHANT_AMOUNT: String(input.amount),
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_MERCHANTURL: input.notificationUrl,
        DS_MERCHANT_URLOK: input.okUrl,
        DS_MERCHANT_URLKO: input.koUrl,
        DS_MERCHANT_CONSUMERLANGUAGE: '1',
        DS_MERCHANT_PRODUCTDESCRIPTION: input.description.slice(0, 125),
      } as Parameters<typeof api.createRedirectForm>[0]);
      return { url: form.url, fields: form.body };
    },
    /**
     * Checks a notification's signature and reads it; throws when the signature does not match (someone
     * other than the gateway, or another merchant key).
     */
    readNotification: (body: ResponseJSONSuccess) => {
      // The online notification of the redirect integration carries URL-encoded values ("30%2F08%2F2022").
      const params: Record<string, string | undefined> = Object.fromEntries(
        Object.entries(api.processRedirectNotification(body)).map(([name, value]) => [
          name,
          value === undefined || value === null ? undefined : String(value),
        ]),
      );
      return {
        order: params.Ds_Order ?? '',
        amount: Number(params.Ds_Amount),
        currency: params.Ds_Currency ?? '',
        merchantCode: params.Ds_MerchantCode ?? '',
        responseCode: params.Ds_Response ?? '',
        authorisationCode: params.Ds_AuthorisationCode?.trim() || null,
        isAuthorised: isAuthorisation(params.Ds_Response),
        params,
      };
    },
  };
};
export type TRedsysGateway = Awaited<ReturnType<typeof createRedsysGateway>>;
