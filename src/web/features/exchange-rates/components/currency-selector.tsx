import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { localeOf } from '@/common/language.ts';
import { currentLanguage } from '@/web/i18n/language.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useExchangeRates } from '../api/get-exchange-rates.ts';
import { setChosenCurrency, useChosenCurrency } from '../chosen-currency.ts';

const t = messages.exchangeRates;

/** A currency's name in the page's language ("libra esterlina"), its code when Intl has none. */
const currencyName = (code: string) =>
  new Intl.DisplayNames([localeOf(currentLanguage())], { type: 'currency', fallback: 'code' }).of(code) ??
  code;

/**
 * "Mostrar importes en…": the currency a foreign visitor wants indicative amounts in, remembered in this
 * browser (docs/product.md#indicative-amounts). Only currencies staff gave a rate for are offered. It is on
 * every page and few visitors use it: the rates are asked for once a pointer or the keyboard reaches it.
 */
export const CurrencySelector = () => {
  const chosen = useChosenCurrency();
  const [reached, setReached] = useState(false);
  const rates = useExchangeRates(reached || chosen !== null);
  const currencies = rates.data?.data.exchangeRates.map((rate) => rate.currency) ?? [];
  // A stored choice whose rate is gone (or not loaded yet) still shows, so the field never lies.
  if (chosen && !currencies.includes(chosen)) currencies.unshift(chosen);
  return (
    <NativeSelect
      size="xs"
      w="fit-content"
      label={t.showIn}
      description={t.note}
      value={chosen ?? ''}
      onChange={(event) => setChosenCurrency(event.currentTarget.value || null)}
      onPointerEnter={() => setReached(true)}
      onFocus={() => setReached(true)}
      data={[
        { value: '', label: t.euroOnly },
        ...currencies.map((code) => ({ value: code, label: t.currencyOption(code, currencyName(code)) })),
      ]}
      data-testid="currency-selector"
    />
  );
};
