/** What the API and the forms say about pages, in Spanish. */
export const pages = {};
