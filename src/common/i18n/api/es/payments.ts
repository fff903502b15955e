/** What the API and the forms say about payments, in Spanish. */
export const payments = {};
