/** What the API and the forms say about withdrawals, in Spanish. */
export const withdrawals = {};
