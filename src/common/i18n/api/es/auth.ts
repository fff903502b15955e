/** What the API and the forms say about auth, in Spanish. */
export const auth = {};
