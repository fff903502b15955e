/** What the API and the forms say about search, in Spanish. */
export const search = {};
