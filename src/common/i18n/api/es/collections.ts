/** What the API and the forms say about collections, in Spanish. */
export const collections = {};
