/** What the API and the forms say about users, in Spanish. */
export const users = {};
