/** What the API and the forms say about reports, in Spanish. */
export const reports = {};
