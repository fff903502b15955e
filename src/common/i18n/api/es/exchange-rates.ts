/** What the API and the forms say about exchange rates, in Spanish. */
export const exchangeRates = {};
