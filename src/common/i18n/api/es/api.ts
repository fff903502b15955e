/** What the API and the forms say about api, in Spanish. */
export const api = {};
