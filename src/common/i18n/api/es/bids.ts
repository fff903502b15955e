/** What the API and the forms say about bids, in Spanish. */
export const bids = {};
