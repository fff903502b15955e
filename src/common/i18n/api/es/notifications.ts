/** What the API and the forms say about notifications, in Spanish. */
export const notifications = {};
