/** What the API and the forms say about live sales, in Spanish. */
export const liveSales = {};
