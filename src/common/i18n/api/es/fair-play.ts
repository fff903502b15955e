/** What the API and the forms say about fair play, in Spanish. */
export const fairPlay = {};
