/** What the API and the forms say about invoices, in Spanish. */
export const invoices = {};
