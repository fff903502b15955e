/**
 * Where a visitor goes back to after signing up and activating their account (the auction or lot page they
 * started from). It travels through the activation e-mail's link, so it is checked on the way in and on the
 * way out: only a path of this site (`/subastas/12?x=1`), never another origin (`//evil.example`,
 * `/\evil.example`, `https://…`), never a control character, at most 512 characters.
 */
export const RETURN_PATH_MAX = 512;
const base = 'https://lonja.invalid';

export const safeReturnPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The query parameter of the activation link that carries it. */
export const RETURN_PATH_PARAM = 'volver';
