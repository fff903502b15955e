import { Button, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Countdown } from '@/web/components/countdown.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';

export type TBarStanding = 'leading' | 'outbid' | null;

/** The element "Pujar" leads to: the lot's bid panel (the form, or how to subscribe). */
export const bidPanelId = 'lot-bid-panel';

/**
 * Takes the bidder into the bid panel: scrolled into view and focus on the amount when the form is there,
 * else on the panel's first control (log in, subscribe). The link's own `#` works before the app starts.
 */
const goToBidPanel = (event: MouseEvent<HTMLAnchorElement>) => {
  const panel = document.getElementById(bidPanelId);
  if (!panel) return;
  event.preventDefault();
  const target =
    panel.querySelector<HTMLElement>('[data-testid="bid-amount"]') ??
    panel.querySelector<HTMLElement>('button:not(:disabled), a[href], input:not(:disabled)') ??
    panel;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
};

/**
 * On a phone the price and the bid form sit below pictures and text; this bar keeps the current price, the
 * time left and "Pujar" at the bottom of the screen (site.css shows it below 600 px only and pads the page
 * so it covers nothing). The full panel stays where it is: the bar repeats, it never replaces.
 */
export const PhoneBidBar = ({
  price,
  hasBids,
  countdownTo,
  extended,
  standing = null,
}: {
  price: number;
  hasBids: boolean;
  /** The close (or, before the lot opens, the opening) the countdown runs to. */
  countdownTo: string;
  /** A late bid has extended the close: the countdown's label says so, where a phone's eyes are. */
  extended: boolean;
  /** Whether this user leads or has been outbid, when they have bid: the bar says so in its label. */
  standing?: TBarStanding;
}) => (
  <section className="phone-bid-bar" aria-label={messages.lots.bidBar} data-testid="phone-bid-bar">
    <div className="phone-bid-bar-figures">
      {standing ? (
        <Text
          size="xs"
          fw={700}
          c={standing === 'leading' ? 'green.9' : 'orange.9'}
          lh={1.2}
          data-testid="phone-bid-bar-standing"
        >
          {standing === 'leading' ? messages.bidder.leadingShort : messages.bidder.outbidShort}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" lh={1.2}>
          {hasBids ? messages.lots.currentBid : messages.lots.startingPrice}
        </Text>
      )}
      <Text fw={800} fz="xl" lh={1.15} data-testid="phone-bid-bar-price">
        {formatCents(price)}
      </Text>
    </div>
    <div className="phone-bid-bar-figures">
      {extended ? (
        <Text size="xs" c="orange.9" fw={700} lh={1.2} data-testid="phone-bid-bar-extended">
          {messages.lots.timeLeftExtended}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" lh={1.2}>
          {messages.lots.timeLeft}
        </Text>
      )}
      <Text fw={700} size="sm" lh={1.4} className="tabular">
        <Countdown endDate={countdownTo} overLabel={messages.lots.closed} />
      </Text>
    </div>
    <Button component="a" href={`#${bidPanelId}`} onClick={goToBidPanel} size="md">
      {messages.lots.bidNow}
    </Button>
  </section>
);
