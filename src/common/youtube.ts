/**
 * YouTube videos of lots and auctions (docs/product.md#catalogue). Only a video id leaves this module: the page builds the
 * privacy-enhanced embed address from it, so whatever URL an admin typed, nothing but
 * youtube-nocookie.com is ever framed, and only after the visitor asks for it.
 */
const videoId = /^[A-Za-z0-9_-]{11}$/;
const hosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The 11-character id of a YouTube video address (watch, youtu.be, embed, shorts, live), or null. */
export const youtubeVideoId = (value: string | null | undefined): string | null => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const candidate = idIn(url);
  return candidate && videoId.test(candidate) ? candidate : null;
};

/** The paths that carry the id as their second part: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const idPaths = new Set(['embed', 'shorts', 'live', 'v']);

/** Where the address keeps the video's id, if it is a YouTube address. */
const idIn = (url: URL) => {
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first;
  if (!hosts.has(host)) return undefined;
  if (first === 'watch') return url.searchParams.get('v');
  return idPaths.has(first ?? '') ? second : undefined;
};

/** The one address a video is framed from, and which the Content-Security-Policy allows as frame-src. */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';

export const youtubeEmbedUrl = (id: string) =>
  `${youtubeEmbedOrigin}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
