/** What the API and the forms say about settlements, in Spanish. */
export const settlements = {};
