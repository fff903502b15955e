import { DOMParser, type Element } from '@xmldom/xmldom';
import { apiText } from '@/common/i18n/api/index.ts';
import { isForeignCurrency } from '@/common/schemas/exchange-rates.ts';
import { AppError } from '@/server/lib/app-error.ts';

/**
 * The ECB's euro reference rates file (eurofxref-daily.xml, https://www.ecb.europa.eu/stats/eurofxref/):
 *
 *   <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"
 *                    xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
 *     <Cube><Cube time="2026-11-26"><Cube currency="USD" rate="1.0512"/>…</Cube></Cube>
 *   </gesmes:Envelope>
 *
 * The 90-day and historical files have the same shape with one day per inner Cube, newest first: the first
 * day is the one taken. Whatever does not fit is refused, naming the element at fault, so a clerk who picked
 * the wrong file is told which and nothing is half imported.
 */
const gesmesNamespace = 'http://www.gesmes.org/xml/2002-08-01';
const eurofxrefNamespace = 'http://www.ecb.int/vocabulary/2002-08-01/eurofxref';

export type TEcbRates = { rateDate: string; rates: { currency: string; rate: number }[] };

const refuse = (detail: string): never => {
  throw new AppError('VALIDATION', apiText.exchangeRates.ecbFileInvalid(detail), {
    fields: { xml: detail },
  });
};

const childCubes = (parent: Element) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (node as Element).localName === 'Cube' &&
      (node as Element).namespaceURI === eurofxrefNamespace,
  );

/** Any error stops parsing: a file cut short must not pass as a shorter list of rates. */
const parseDocument = (xml: string) => {
  try {
    return new DOMParser({
      onError: (level) => {
        if (level !== 'warning') throw new Error(level);
      },
    }).parseFromString(xml, 'text/xml');
  } catch {
    return refuse(apiText.exchangeRates.ecbMalformed);
  }
};

const parseRate = (cube: Element) => {
  const currency = cube.getAttribute('currency') ?? '';
  const text = cube.getAttribute('rate') ?? '';
  if (!isForeignCurrency(currency)) refuse(apiText.exchangeRates.ecbCurrencyInvalid(currency));
  const rate = Number(text);
  // Bounded, as every pattern that may meet a long attribute (src/common/schemas/payments.ts, notBase64).
  if (!/^\d{1,10}(\.\d{1,10})?$/.test(text) || !(rate > 0))
    refuse(apiText.exchangeRates.ecbRateInvalid(currency, text));
  return { currency, rate };
};

const isGesmesEnvelope = (root: Element) =>
  root.localName === 'Envelope' && root.namespaceURI === gesmesNamespace;

/** The rates of the file's (newest) day; throws a VALIDATION error naming the element that does not fit. */
export const parseEcbReferenceRates = (xml: string): TEcbRates => {
  const root = parseDocument(xml).documentElement;
  if (!root || !isGesmesEnvelope(root)) return refuse(apiText.exchangeRates.ecbRootMissing);
  const [outer] = childCubes(root);
  if (!outer) return refuse(apiText.exchangeRates.ecbCubeMissing);
  const [day] = childCubes(outer);
  if (!day) return refuse(apiText.exchangeRates.ecbDayMissing);
  const rateDate = day.getAttribute('time') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(rateDate) || Number.isNaN(Date.parse(`${rateDate}T00:00:00Z`)))
    refuse(apiText.exchangeRates.ecbDateInvalid(rateDate));
  const rates = childCubes(day).map(parseRate);
  if (rates.length === 0) refuse(apiText.exchangeRates.ecbNoRates(rateDate));
  const seen = new Set<string>();
  for (const { currency } of rates) {
    if (seen.has(currency)) refuse(apiText.exchangeRates.ecbCurrencyTwice(currency, rateDate));
    seen.add(currency);
  }
  return { rateDate, rates };
};
