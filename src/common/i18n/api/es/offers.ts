/** What the API and the forms say about offers, in Spanish. */
export const offers = {};
