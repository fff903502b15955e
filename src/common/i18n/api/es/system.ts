/** What the API and the forms say about system, in Spanish. */
export const system = {};
