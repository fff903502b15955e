import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TLot } from '@/common/schemas/lots.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { ExtendedMark } from '@/web/components/extended-mark.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useServerNow } from '@/web/lib/clock.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useExtendedUntil } from '@/web/lib/soft-close.ts';
import { bidPanelId, PhoneBidBar, type TBarStanding } from './phone-bid-bar.tsx';

/** What became of a closed lot, as the public may know it. */
const lotResult = (lot: TLot) =>
  lot.sold ? messages.lots.sold : lot.provisional ? messages.lots.provisional : messages.lots.unsold;

/**
 * A euro amount in the visitor's chosen currency beside the price, from the app layer (features do not know
 * each other; docs/product.md#indicative-amounts). Never beside a value anyone bids or pays.
 */
export type TIndicativeAmount = (cents: number) => React.ReactNode;

/** A live auction's lot: no end of its own (it closes at the hammer), so no countdown; when it is called. */
type TLiveLot = { startsAt: string | null } | null;

/** The price bidders race on, under a label saying what it is; announced as it changes. */
const CurrentPrice = ({ lot }: { lot: TLot }) => (
  // Other bidders' bids change the price live: a screen reader hears the new price with its label.
  <div aria-live="polite" aria-atomic="true" data-testid="lot-price-live">
    <Text id="lot-price-heading" size="sm" fw={600} c="dimmed">
      {lot.maxBid === null
        ? messages.lots.startingPrice
        : lot.status === 'closed'
          ? messages.lots.hammer
          : messages.lots.currentBid}
    </Text>
    <Text fz={32} fw={800} lh={1} data-testid="lot-current-price">
      {formatCents(lot.maxBid ?? lot.price)}
    </Text>
  </div>
);

/** The starting price, struck through beside the valuation when the lot was marked down. */
const StartingPriceRow = ({ lot, indicativeAmount }: { lot: TLot; indicativeAmount: TIndicativeAmount }) => (
  <tr>
    <th scope="row">{messages.lots.startingPrice}</th>
    <td>
      {formatCents(lot.price)} {indicativeAmount(lot.price)}
      {lot.hasDownprice && lot.originalPrice && (
        <>
          {' '}
          <del className="struck">
            <span className="visually-hidden">{messages.lots.valuation}: </span>
            {formatCents(lot.originalPrice)}
          </del>
        </>
      )}
    </td>
  </tr>
);

/** When the lot is called (live), or when it opens or ends, and the time left while it is open. */
const LotTimeRows = ({
  lot,
  live,
  isOpen,
  hasStarted,
}: {
  lot: TLot;
  live: TLiveLot;
  isOpen: boolean;
  hasStarted: boolean;
}) => (
  <>
    {live ? (
      <tr>
        <th scope="row">{messages.liveSales.lotLive}</th>
        <td data-testid="lot-live-sale">{live.startsAt ? formatDateTime(live.startsAt) : '—'}</td>
      </tr>
    ) : (
      <tr>
        <th scope="row">{hasStarted ? messages.lots.endsAt : messages.lots.opensAt}</th>
        <td>{formatDateTime(hasStarted ? lot.endDate : lot.startDate)}</td>
      </tr>
    )}
    {isOpen && !live && (
      <tr>
        <th scope="row">{messages.lots.timeLeft}</th>
        <td className="strong">
          <Countdown endDate={hasStarted ? lot.endDate : lot.startDate} overLabel={messages.lots.closed} />{' '}
          <ExtendedMark lot={lot} />
        </td>
      </tr>
    )}
  </>
);

/** The lot's facts: starting price, next minimum while open, reserve, bids so far and its times. */
const LotFacts = ({
  lot,
  live,
  isOpen,
  hasStarted,
  indicativeAmount,
}: {
  lot: TLot;
  live: TLiveLot;
  isOpen: boolean;
  hasStarted: boolean;
  indicativeAmount: TIndicativeAmount;
}) => (
  <table className="data-table">
    <tbody>
      <StartingPriceRow lot={lot} indicativeAmount={indicativeAmount} />
      {isOpen && (
        <tr>
          <th scope="row">{messages.lots.nextMinimum}</th>
          <td className="strong" data-testid="lot-minimum-bid">
            {formatCents(lot.minimumBid)}
          </td>
        </tr>
      )}
      {lot.reserveMet !== null && (
        <tr>
          <th scope="row">{messages.lots.reserve}</th>
          <td data-testid="lot-reserve">
            {lot.reserveMet ? messages.lots.reserveMet : messages.lots.reserveNotMet}
          </td>
        </tr>
      )}
      <tr>
        <th scope="row">{messages.lots.history}</th>
        <td data-testid="lot-bids-count">
          {lot.bidsCount === 0 ? messages.lots.noBids : messages.lots.bids(lot.bidsCount)}
        </td>
      </tr>
      <LotTimeRows lot={lot} live={live} isOpen={isOpen} hasStarted={hasStarted} />
    </tbody>
  </table>
);

/** Where an open lot is bid on (a live lot's absentee bids, with the way to the live panel). */
const OpenLotBidding = ({
  lot,
  live,
  bidPanel,
}: {
  lot: TLot;
  live: TLiveLot;
  bidPanel?: React.ReactNode;
}) => (
  <div id={bidPanelId} tabIndex={-1} className="bid-panel-anchor">
    {live && (
      <Alert color="blue" variant="light" mb="sm" data-testid="lot-live-hint">
        {messages.liveSales.absenteeHint}{' '}
        <Anchor component={Link} to={paths.livePanel(lot.auctionId)}>
          {messages.liveSales.toLivePanel}
        </Anchor>
      </Alert>
    )}
    {bidPanel ?? (
      <Alert color="blue" variant="light">
        {messages.lots.toBid}
      </Alert>
    )}
  </div>
);

/** Current price, next minimum bid and time left; the bid form joins it with the bidding engine. */
export const LotPricePanel = ({
  lot,
  bidPanel,
  closedNotice = (standard) => standard,
  standing = null,
  live = null,
  indicativeAmount = () => null,
}: {
  lot: TLot;
  bidPanel?: React.ReactNode;
  /** What a closed lot says; given the standard notice, so the winner's "Has ganado" can replace it. */
  closedNotice?: (standard: React.ReactNode) => React.ReactNode;
  /** This user's standing on the lot, from the bidding feature through the page. */
  standing?: TBarStanding;
  live?: TLiveLot;
  indicativeAmount?: TIndicativeAmount;
}) => {
  const now = useServerNow();
  const isOpen = lot.status === 'open' && (live !== null || new Date(lot.endDate).getTime() > now);
  const hasStarted = new Date(lot.startDate).getTime() <= now;
  const extendedUntil = useExtendedUntil(lot);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lot-price-heading">
      <Stack gap="sm">
        <CurrentPrice lot={lot} />
        {/* Outside the live region: a screen reader hears the euro price alone as it changes. */}
        {indicativeAmount(lot.maxBid ?? lot.price)}
        <LotFacts
          lot={lot}
          live={live}
          isOpen={isOpen}
          hasStarted={hasStarted}
          indicativeAmount={indicativeAmount}
        />
        {isOpen ? (
          <OpenLotBidding lot={lot} live={live} bidPanel={bidPanel} />
        ) : (
          closedNotice(
            <Alert color="gray" variant="light" data-testid="lot-closed-state">
              {messages.lots.closed}
              {lot.status === 'closed' ? ` · ${lotResult(lot)}` : ''}
            </Alert>,
          )
        )}
      </Stack>
      {isOpen && !live && (
        <PhoneBidBar
          price={lot.maxBid ?? lot.price}
          hasBids={lot.maxBid !== null}
          countdownTo={hasStarted ? lot.endDate : lot.startDate}
          extended={extendedUntil !== null}
          standing={standing}
        />
      )}
    </Paper>
  );
};
