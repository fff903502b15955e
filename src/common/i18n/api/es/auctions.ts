/** What the API and the forms say about auctions, in Spanish. */
export const auctions = {};
