/** What the API and the forms say about privacy, in Spanish. */
export const privacy = {};
