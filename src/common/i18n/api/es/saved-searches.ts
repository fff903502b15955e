/** What the API and the forms say about saved searches, in Spanish. */
export const savedSearches = {};
