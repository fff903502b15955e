import { messages } from '@/web/i18n/messages.ts';

/**
 * Where a lot, auction or liquidación has no picture: a calm 4:3 panel with a camera outline and a word,
 * the same shape as a picture so grids stay even, instead of a blank card. Decorative in cards (the title
 * says what it is); on a detail page `label` makes it an image with a name for screen readers.
 */
export const PicturePlaceholder = ({ label, compact = false }: { label?: string; compact?: boolean }) => (
  <div
    className="picture-placeholder"
    data-testid="picture-placeholder"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  >
    <svg
      viewBox="0 0 48 48"
      width={compact ? 36 : 56}
      height={compact ? 36 : 56}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M17 10h14l3 5h6a3 3 0 0 1 3 3v19a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V18a3 3 0 0 1 3-3h6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="26" r="7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
    <span className="picture-placeholder-text">{messages.lots.noPictures}</span>
  </div>
);
