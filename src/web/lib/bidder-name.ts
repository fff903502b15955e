import { messages } from '@/web/i18n/messages.ts';

/**
 * A bidder as the page's reader knows them (docs/product.md#pseudonyms): the API names them by their
 * Spanish pseudonym ("Pujador 3", "Tú"), which the signed receipts and live events also carry; an English
 * page says "Bidder 3" and "You".
 */
export const bidderName = (pseudonym: string, isMine = false): string => {
  if (isMine || pseudonym === 'Tú') return messages.lots.you;
  const number = /^Pujador (\d+)$/.exec(pseudonym)?.[1];
  return number ? messages.lots.bidderNumber(Number(number)) : pseudonym;
};
