/** What the API and the forms say about subscriptions, in Spanish. */
export const subscriptions = {};
