import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { nextBidSteps } from '@/common/bid-rules.ts';
import type { TPlaceBidResponse } from '@/common/schemas/bids.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import { TermTip } from '@/web/components/term-tip.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useBidRanges } from '../api/get-bid-ranges.ts';
import { useVatPercent } from '../api/get-vat-percent.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import { BidConfirmation, type TAuctionTerms } from './bid-confirmation.tsx';

export type TLotForBidding = { id: number; price: number; maxBid: number | null; minimumBid: number };

const euros = (cents: number) => cents / 100;
const cents = (value: number | string) => Math.round(Number(value) * 100);

const euroFormat = { decimalScale: 2, thousandSeparator: '.', decimalSeparator: ',', suffix: ' €' } as const;

/** The next few amounts the bid ranges allow, one tap each. */
const QuickSteps = ({
  steps,
  amount,
  onPick,
}: {
  steps: number[];
  amount: number;
  onPick: (amount: number) => void;
}) => (
  <Group gap="xs" role="group" aria-label={messages.bidding.quickBids}>
    {steps.map((step) => (
      <Button
        key={step}
        type="button"
        size="xs"
        variant={step === amount ? 'filled' : 'light'}
        onClick={() => onPick(step)}
      >
        {formatCents(step)}
      </Button>
    ))}
  </Group>
);

/** What the bid costs all in: hammer, the house's commission and the IVA, as the liquidación will say. */
const BidTotal = ({ totals }: { totals: ReturnType<typeof lineAmounts> }) => (
  <Text size="sm" data-testid="bid-total">
    {messages.bidder.totalLead(formatCents(totals.total), formatCents(totals.hammer))}
    <span className="term-with-tip">
      {messages.bidder.totalCommission(formatCents(totals.premium))}
      <TermTip term="commission" />
    </span>
    {' + '}
    <span className="term-with-tip">
      {messages.bidder.totalVat(formatCents(totals.premiumVat + totals.goodsVat))}
      <TermTip term="vat" />
    </span>
    .
  </Text>
);

/** The answer to the last bid, in a live region that takes the focus once it is there. */
const BidAnswer = ({
  regionRef,
  answer,
  error,
}: {
  regionRef: RefObject<HTMLDivElement | null>;
  answer: TPlaceBidResponse['data'] | null;
  error: ApiError | null;
}) => (
  <div role="status" aria-live="polite" ref={regionRef} tabIndex={-1} data-testid="bid-result-region">
    {answer && (
      <Alert color={answer.result === 'outbid' ? 'orange' : 'green'} data-testid="bid-result">
        {answer.result === 'leading' || answer.result === 'outbid'
          ? messages.bidding.answer[answer.result]
          : answer.message}
      </Alert>
    )}
    {error && (
      <Alert color="red" data-testid="bid-result">
        {error.message}
      </Alert>
    )}
  </div>
);

/**
 * The amounts the bidder is choosing: the bid, an optional hidden maximum and an optional "up to" limit
 * ("the next minimum, up to X": an option the bidder turns on and fills in, never a default).
 */
const useBidAmounts = (minimumBid: number, place: ReturnType<typeof usePlaceBid>) => {
  const [amount, setAmount] = useState<number>(minimumBid);
  const [withMaximum, setWithMaximum] = useState(false);
  const [maximum, setMaximum] = useState<number>(minimumBid);
  // "The next minimum, up to X": an option the bidder turns on and fills in, never a default.
  const [withLimit, setWithLimit] = useState(false);
  const [limit, setLimit] = useState<number>(0);
  // When someone else bids, the amount and the maximum follow the new minimum instead of staying too low,
  // and the answer to this bidder's last bid ("Vas ganando") goes: the panel above says where they stand now.
  const { reset } = place;
  const answeredMinimum = place.data?.data.lot.minimumBid;
  useEffect(() => {
    setAmount((current) => Math.max(current, minimumBid));
    setMaximum((current) => Math.max(current, minimumBid));
    if (answeredMinimum !== undefined && minimumBid > answeredMinimum) reset();
  }, [minimumBid, answeredMinimum, reset]);
  return {
    amount,
    setAmount,
    withMaximum,
    setWithMaximum,
    maximum,
    setMaximum,
    withLimit,
    setWithLimit,
    limit,
    setLimit,
  };
};

/** The hidden maximum and the "up to" limit, each behind its checkbox. */
const BidOptions = ({ amounts }: { amounts: ReturnType<typeof useBidAmounts> }) => (
  <>
    <Group gap={4} wrap="nowrap">
      <Checkbox
        label={messages.bidding.useMaximum}
        checked={amounts.withMaximum}
        onChange={(event) => amounts.setWithMaximum(event.currentTarget.checked)}
      />
      <TermTip term="maximum" />
    </Group>
    {amounts.withMaximum && (
      <NumberInput
        label={messages.bidding.maximum}
        description={messages.bidding.maximumHint}
        value={euros(amounts.maximum)}
        onChange={(value) => amounts.setMaximum(cents(value || 0))}
        min={euros(amounts.amount)}
        {...euroFormat}
      />
    )}
    <Checkbox
      label={messages.bidding.useLimit}
      checked={amounts.withLimit}
      onChange={(event) => amounts.setWithLimit(event.currentTarget.checked)}
    />
    {amounts.withLimit && (
      <NumberInput
        label={messages.bidding.limit}
        description={messages.bidding.limitHint}
        value={amounts.limit ? euros(amounts.limit) : ''}
        onChange={(value) => amounts.setLimit(cents(value || 0))}
        min={euros(amounts.amount)}
        {...euroFormat}
        error={
          amounts.limit > 0 && amounts.limit < amounts.amount ? messages.bidding.limitBelowBid : undefined
        }
      />
    )}
  </>
);

/**
 * A bid this many times the minimum is probably a slip of the finger (an extra zero): the form and the
 * confirmation say so, as eBay does, before a bid that cannot be withdrawn.
 */
const farAboveFactor = 2;

/**
 * What the amounts chosen ask of the server for this lot: the hidden maximum and the limit only when above
 * the bid, and whether the bid is too low or suspiciously high.
 */
const bidChoice = (lot: TLotForBidding, amounts: ReturnType<typeof useBidAmounts>, leads: boolean) => {
  const { amount, withMaximum, maximum, withLimit, limit } = amounts;
  const chosenMaximum = withMaximum && maximum > amount ? maximum : null;
  return {
    tooLow: amount < lot.minimumBid,
    farAbove: !leads && amount >= lot.minimumBid * farAboveFactor,
    maximum: chosenMaximum,
    limit: withLimit && limit >= amount ? limit : null,
    // What a leader's bid does: their maximum becomes the higher of the amount and the maximum typed.
    raisedMaximum: Math.max(amount, chosenMaximum ?? 0),
  };
};

/**
 * The bid form (docs/product.md#the-browser): next minimum, quick bids, an optional hidden maximum, the all-in total and a
 * confirmation step. Every control is a native input or button, so it works by keyboard alone.
 */
export const BidForm = ({
  lot,
  auction,
  leads = false,
}: {
  lot: TLotForBidding;
  auction: TAuctionTerms;
  /** This bidder leads: bidding again only raises their hidden maximum and the price stays (proxy-bidding.ts). */
  leads?: boolean;
}) => {
  const ranges = useBidRanges();
  const vat = useVatPercent();
  const place = usePlaceBid(lot.id);
  const [confirming, setConfirming] = useState(false);
  const amounts = useBidAmounts(lot.minimumBid, place);
  const { amount, setAmount } = amounts;
  const t = messages.bidding;
  const steps = ranges.data ? nextBidSteps(lot, ranges.data, 3) : [lot.minimumBid];
  const { tooLow, farAbove, maximum, limit, raisedMaximum } = bidChoice(lot, amounts, leads);
  // The same rule as the buyer's liquidación after the hammer, so the total promised is the total owed.
  const totals = lineAmounts({
    hammer: amount,
    premiumPercent: auction.commissionPercent,
    premiumVatPercent: vat.data ?? 21,
    goodsVatPercent: auction.goodsVatPercent,
  });
  const error = place.error instanceof ApiError ? place.error : null;
  // After a confirmed bid, focus goes to the answer ("Vas ganando", "Te han superado", the error), so a
  // keyboard or screen reader user is told at once and continues from there.
  const result = useRef<HTMLDivElement>(null);
  const focusResult = () => requestAnimationFrame(() => result.current?.focus());

  const submit = () => {
    setConfirming(false);
    place.mutate(
      {
        amount,
        maxAmount: maximum,
        upToAmount: limit,
      },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.minimum) setAmount(failure.minimum);
        },
        onSettled: focusResult,
      },
    );
  };

  // Enter in the amount opens the confirmation, as a form's default button does.
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLow && !place.isPending) setConfirming(true);
  };

  return (
    <form onSubmit={review} noValidate aria-labelledby="bid-form-heading">
      <Stack gap="sm">
        <Text id="bid-form-heading" fw={700}>
          {t.formTitle}
        </Text>
        <QuickSteps steps={steps} amount={amount} onPick={setAmount} />
        <NumberInput
          label={t.yourBid}
          description={t.minimumHint(formatCents(lot.minimumBid))}
          value={euros(amount)}
          onChange={(value) => setAmount(cents(value || 0))}
          min={euros(lot.minimumBid)}
          {...euroFormat}
          error={tooLow ? t.belowMinimum(formatCents(lot.minimumBid)) : undefined}
          data-testid="bid-amount"
        />
        {farAbove && (
          <Alert color="yellow" variant="light" data-testid="bid-far-above">
            {messages.bidder.farAboveMinimum(formatCents(amount), formatCents(lot.minimumBid))}
          </Alert>
        )}
        <BidOptions amounts={amounts} />
        <BidTotal totals={totals} />
        <Button type="submit" disabled={tooLow || place.isPending}>
          {leads ? messages.bidder.raiseMaximum(formatCents(raisedMaximum)) : t.placeBid(formatCents(amount))}
        </Button>
        <BidConfirmation
          bid={
            confirming
              ? {
                  amount,
                  maximum,
                  limit,
                  raisesMaximum: leads,
                  farAboveMinimum: farAbove ? lot.minimumBid : null,
                }
              : null
          }
          auction={auction}
          pending={place.isPending}
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
        />
        <BidAnswer regionRef={result} answer={place.data?.data ?? null} error={error} />
      </Stack>
    </form>
  );
};
