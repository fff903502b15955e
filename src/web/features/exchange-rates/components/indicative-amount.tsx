import { messages } from '@/web/i18n/messages.ts';
import { formatForeignAmount } from '@/web/lib/format.ts';
import { useExchangeRates } from '../api/get-exchange-rates.ts';
import { useChosenCurrency } from '../chosen-currency.ts';

const t = messages.exchangeRates;

/**
 * A euro amount in the visitor's chosen currency, "≈ 1.080 £", beside the price it converts
 * (docs/product.md#indicative-amounts). Labelled as approximate, never a value anyone pays or bids: bid
 * forms and payments show euros alone. Nothing without a chosen currency or its rate.
 */
export const IndicativeAmount = ({ cents }: { cents: number }) => {
  const currency = useChosenCurrency();
  const rates = useExchangeRates(currency !== null);
  const rate = rates.data?.data.exchangeRates.find((entry) => entry.currency === currency)?.rate;
  if (!currency || rate === undefined) return null;
  return (
    <span className="indicative-amount" title={t.note} data-testid="indicative-amount">
      {t.approximately(formatForeignAmount((cents / 100) * rate, currency))}
      <span className="visually-hidden"> ({t.note})</span>
    </span>
  );
};
