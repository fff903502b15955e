/** What the API and the forms say about media, in Spanish. */
export const media = {};
