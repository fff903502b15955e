import type { TVatCheck } from '@/common/schemas/vat.ts';
import { normaliseTaxId } from '@/common/validation/spanish-ids.ts';
import { vatIdProblem } from '@/common/validation/user-rules.ts';
import { outboundProblem, type TOutboundPolicy } from '@/server/lib/outbound.ts';

type TViesAnswer = {
  isValid?: boolean;
  valid?: boolean;
  name?: string;
  address?: string;
  userError?: string;
};

const cacheMs = 24 * 3_600_000;
const cache = new Map<string, { at: number; result: TVatCheck }>();

const spanishIdKind = (number: string) =>
  /^[XYZ]/.test(number) ? 'nie' : /^\d/.test(number) ? 'nif' : 'cif';
const cleanText = (text?: string) => (text && text !== '---' ? text.trim() : null);

/**
 * Checks a VAT number (docs/product.md#accounts): the local checksum first (Spanish NIF/NIE/CIF), then the EU VIES
 * service, with a timeout and a day's cache. When VIES cannot answer, the result says so plainly.
 */
export const checkVat = async (options: {
  countryCode: string;
  vatNumber: string;
  viesUrl: string;
  timeoutMs: number;
  outbound: TOutboundPolicy;
}): Promise<TVatCheck> => {
  const countryCode = options.countryCode.toUpperCase() === 'GR' ? 'EL' : options.countryCode.toUpperCase();
  const number = normaliseTaxId(options.vatNumber).replace(new RegExp(`^${countryCode}`), '');
  const base = { countryCode, vatNumber: number, name: null, address: null };

  if (countryCode === 'ES') {
    const problem = vatIdProblem(spanishIdKind(number), number);
    if (problem) return { ...base, valid: false, checkedWith: 'checksum', message: problem };
  }

  const key = `${countryCode}${number}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < cacheMs) return cached.result;

  try {
    // The configured VIES address, checked as every outbound request is (lib/outbound.ts); no redirect followed.
    const problem = await outboundProblem(options.viesUrl, options.outbound, {
      protocols: ['https:', 'http:'],
    });
    if (problem) throw new Error(`VIES_URL ${problem}`);
    const response = await fetch(`${options.viesUrl}/ms/${countryCode}/vat/${encodeURIComponent(number)}`, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`VIES answered ${response.status}`);
    const answer = (await response.json()) as TViesAnswer;
    const valid = answer.isValid ?? answer.valid;
    if (
      typeof valid !== 'boolean' ||
      (answer.userError && !['VALID', 'INVALID'].includes(answer.userError))
    ) {
      throw new Error(`VIES could not decide: ${answer.userError ?? 'no answer'}`);
    }
    const result: TVatCheck = {
      ...base,
      valid,
      checkedWith: 'vies',
      name: cleanText(answer.name),
      address: cleanText(answer.address),
      message: valid
        ? 'El número de IVA es válido en el censo VIES de la UE.'
        : 'El número de IVA no figura en el censo VIES de la UE.',
    };
    cache.set(key, { at: Date.now(), result });
    return result;
  } catch {
    const locallyValid = countryCode === 'ES';
    return {
      ...base,
      valid: locallyValid ? true : null,
      checkedWith: 'checksum',
      message: locallyValid
        ? 'El número es correcto, pero el servicio VIES de la UE no responde ahora y no se ha podido comprobar su alta en el censo.'
        : 'El servicio VIES de la UE no responde ahora. Inténtalo de nuevo en unos minutos.',
    };
  }
};

/** For tests: forget cached answers. */
export const clearVatCache = () => cache.clear();
