/** What the API and the forms say about lots, in Spanish. */
export const lots = {};
