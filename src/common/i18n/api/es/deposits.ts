/** What the API and the forms say about deposits, in Spanish. */
export const deposits = {};
