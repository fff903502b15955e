/** What the API and the forms say about approvals, in Spanish. */
export const approvals = {};
