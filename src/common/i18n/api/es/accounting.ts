/** What the API and the forms say about accounting, in Spanish. */
export const accounting = {};
