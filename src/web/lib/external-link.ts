/**
 * docs/product.md#the-browser: navigating to an external URL without an explicit flag is an error, so a link built from data
 * (a YouTube or map URL typed by an admin) can never send a visitor elsewhere by accident.
 */
export class ExternalNavigationError extends Error {
  constructor(url: string) {
    super(`Navigating to an external URL needs the external flag: ${url}`);
    this.name = 'ExternalNavigationError';
  }
}

export const isExternal = (url: string, origin = window.location.origin) =>
  new URL(url, origin).origin !== origin;

/** Opens `url`: same-origin paths directly, other sites only with `{ external: true }` (in a new tab). */
export const navigateTo = (
  url: string,
  options: { external?: boolean } = {},
  origin = window.location.origin,
) => {
  if (isExternal(url, origin)) {
    if (!options.external) throw new ExternalNavigationError(url);
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  window.location.assign(url);
};
