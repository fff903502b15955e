/** What the API and the forms say about sales, in Spanish. */
export const sales = {};
