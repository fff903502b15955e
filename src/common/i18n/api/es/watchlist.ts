/** What the API and the forms say about watchlist, in Spanish. */
export const watchlist = {};
