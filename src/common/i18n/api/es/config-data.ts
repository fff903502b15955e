/** What the API and the forms say about config data, in Spanish. */
export const configData = {};
