import { useEffect, useRef, useState } from 'react';
import { youtubeEmbedUrl, youtubeVideoId } from '@/common/youtube.ts';
import { messages } from '@/web/i18n/messages.ts';

/**
 * A lot's or auction's YouTube video, click to load (docs/product.md#catalogue): until the visitor presses the button the
 * page asks nothing of YouTube (no frame, no thumbnail, no cookie); then it frames the video from
 * youtube-nocookie.com, the one frame source the Content-Security-Policy allows. An address that is not a
 * YouTube video shows nothing.
 */
export const YoutubeVideo = ({ url, title }: { url: string | null; title: string }) => {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const id = youtubeVideoId(url);
  // The button disappears under the keyboard user's focus: hand it to the player that replaces it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (!id) return null;
  return (
    <section aria-label={messages.lots.videoFrameTitle(title)} className="video-box">
      {playing ? (
        <iframe
          ref={frame}
          className="video-frame"
          src={youtubeEmbedUrl(id)}
          title={messages.lots.videoFrameTitle(title)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-poster" onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" fill="currentColor" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
          <span className="video-poster-label">{messages.lots.playVideo}</span>
          <span className="video-poster-note">{messages.lots.videoNotice}</span>
        </button>
      )}
    </section>
  );
};
