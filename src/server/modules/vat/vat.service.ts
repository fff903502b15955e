import { apiText } from '@/common/i18n/api/index.ts';
import type { TVatCheck } from '@/common/schemas/vat.ts';
import { normaliseTaxId } from '@/common/validation/spanish-ids.ts';
import { vatIdProblem } from '@/common/validation/user-rules.ts';
import type { TConfig } from '@/server/config.ts';
import { outboundPolicy, outboundProblem, type TOutboundPolicy } from '@/server/lib/outbound.ts';

/** How this deployment reaches VIES: its address, how long to wait, and where outbound requests may go. */
export const viesSettings = (
  config: Pick<TConfig, 'VIES_URL' | 'VIES_TIMEOUT_MS' | 'OUTBOUND_ALLOWED_HOSTS'>,
) => ({
  viesUrl: config.VIES_URL,
  timeoutMs: config.VIES_TIMEOUT_MS,
  outbound: outboundPolicy(config.OUTBOUND_ALLOWED_HOSTS),
});

/**
 * The answer of the VIES REST API's `POST /check-vat-number` (docs/after-the-hammer.md, "VIES and the
 * consultation number"): `requestIdentifier` is the consultation number, issued only when the request names
 * a requester; `userError` is VALID / INVALID, or why the member state could not answer.
 */
type TViesAnswer = {
  valid?: boolean;
  requestDate?: string;
  requestIdentifier?: string;
  name?: string;
  address?: string;
  userError?: string;
  errorWrappers?: { error?: string; message?: string }[];
};

/** The VAT number of whoever asks (the house), so VIES answers with a consultation number. */
export type TViesRequester = { countryCode: string; vatNumber: string };

const cacheMs = 24 * 3_600_000;
const cache = new Map<string, { at: number; result: TVatCheck }>();

const spanishIdKind = (number: string) =>
  /^[XYZ]/.test(number) ? 'nie' : /^\d/.test(number) ? 'nif' : 'cif';
const cleanText = (text?: string) => (text && text !== '---' ? text.trim() : null);
/** VIES writes Greece as EL, not GR. */
const viesCountry = (code: string) => (code.toUpperCase() === 'GR' ? 'EL' : code.toUpperCase());

/** A VAT number as VIES takes it: its country and the rest, without spaces, dots or the country prefix. */
export const splitVatNumber = (countryCode: string, vatNumber: string) => {
  const country = viesCountry(countryCode);
  return {
    countryCode: country,
    vatNumber: normaliseTaxId(vatNumber).replace(new RegExp(`^${country}`), ''),
  };
};

/** VIES's decision on a number; throws when VIES cannot be reached or cannot decide. */
const askVies = async (
  options: { viesUrl: string; timeoutMs: number; outbound: TOutboundPolicy },
  countryCode: string,
  number: string,
  requester: { countryCode: string; vatNumber: string } | null,
) => {
  // The configured VIES address, checked as every outbound request is (lib/outbound.ts); no redirect followed.
  const problem = await outboundProblem(options.viesUrl, options.outbound, {
    protocols: ['https:', 'http:'],
  });
  if (problem) throw new Error(`VIES_URL ${problem}`);
  const response = await fetch(`${options.viesUrl}/check-vat-number`, {
    method: 'POST',
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({
      countryCode,
      vatNumber: number,
      ...(requester
        ? { requesterMemberStateCode: requester.countryCode, requesterNumber: requester.vatNumber }
        : {}),
    }),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`VIES answered ${response.status}`);
  const answer = (await response.json()) as TViesAnswer;
  if (
    typeof answer.valid !== 'boolean' ||
    answer.errorWrappers?.length ||
    (answer.userError && !['VALID', 'INVALID'].includes(answer.userError))
  ) {
    throw new Error(
      `VIES could not decide: ${answer.userError ?? answer.errorWrappers?.[0]?.error ?? 'no answer'}`,
    );
  }
  return { ...answer, valid: answer.valid };
};

/** The check as VIES answered it, on top of the number's `base`. */
const fromVies = (
  base: Omit<TVatCheck, 'valid' | 'checkedWith' | 'message'>,
  answer: TViesAnswer & { valid: boolean },
): TVatCheck => {
  const checkedOn = answer.requestDate ? new Date(answer.requestDate) : new Date();
  return {
    ...base,
    valid: answer.valid,
    checkedWith: 'vies',
    name: cleanText(answer.name),
    address: cleanText(answer.address),
    consultationNumber: cleanText(answer.requestIdentifier),
    checkedOn: (Number.isNaN(checkedOn.getTime()) ? new Date() : checkedOn).toISOString(),
    message: viesMessage(answer.valid),
  };
};

/** What VIES's decision means, in the language of the moment: a cached answer is said again in each. */
const viesMessage = (valid: boolean | null) => (valid ? apiText.vat.viesValid : apiText.vat.viesNotListed);

/**
 * Checks a VAT number (docs/product.md#accounts): the local checksum first (Spanish NIF/NIE/CIF), then the EU VIES
 * service, with a timeout and a day's cache. With a `requester` (the house's own VAT number) VIES returns
 * a consultation number, the proof an intra-Community supply needs. When VIES cannot answer, the result
 * says so plainly.
 */
export const checkVat = async (options: {
  countryCode: string;
  vatNumber: string;
  viesUrl: string;
  timeoutMs: number;
  outbound: TOutboundPolicy;
  requester?: TViesRequester | null;
  /** Ask VIES even when a cached answer exists (a clerk's re-check wants today's consultation number). */
  fresh?: boolean;
}): Promise<TVatCheck> => {
  const { countryCode, vatNumber: number } = splitVatNumber(options.countryCode, options.vatNumber);
  const base = {
    countryCode,
    vatNumber: number,
    name: null,
    address: null,
    consultationNumber: null,
    checkedOn: null,
  };

  if (countryCode === 'ES') {
    const problem = vatIdProblem(spanishIdKind(number), number);
    if (problem) return { ...base, valid: false, checkedWith: 'checksum', message: problem };
  }

  const requester = options.requester
    ? splitVatNumber(options.requester.countryCode, options.requester.vatNumber)
    : null;
  const key = `${countryCode}${number}|${requester ? `${requester.countryCode}${requester.vatNumber}` : ''}`;
  const cached = cache.get(key);
  if (cached && !options.fresh && Date.now() - cached.at < cacheMs)
    return { ...cached.result, message: viesMessage(cached.result.valid) };

  try {
    const answer = await askVies(options, countryCode, number, requester);
    const result = fromVies(base, answer);
    cache.set(key, { at: Date.now(), result });
    return result;
  } catch {
    const locallyValid = countryCode === 'ES';
    return {
      ...base,
      valid: locallyValid ? true : null,
      checkedWith: 'checksum',
      message: locallyValid ? apiText.vat.viesDownChecksumValid : apiText.vat.viesDown,
    };
  }
};

/** For tests: forget cached answers. */
export const clearVatCache = () => cache.clear();
