/** What the API and the forms say about audit, in Spanish. */
export const audit = {};
