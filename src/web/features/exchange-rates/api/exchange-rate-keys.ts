/** Query keys of exchange rates: the public list every page converts with, and the back office's. */
export const exchangeRateKeys = {
  public: () => ['exchange-rates'] as const,
  admin: () => ['admin', 'exchange-rates'] as const,
};
