/**
 * The ZIP of everything held about the logged-in person: a plain link (a GET with the session cookie), so
 * the browser downloads it as a file.
 */
export const myDataUrl = () => '/api/frontend/auth/user/data-export';
