/** What the API and the forms say about vat, in Spanish. */
export const vat = {};
