import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { nextBidSteps } from '@/common/bid-rules.ts';
import { formatCents } from '@/common/format.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import { TermTip } from '@/web/components/term-tip.tsx';
import { es } from '@/web/i18n/es.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useBidRanges } from '../api/get-bid-ranges.ts';
import { useVatPercent } from '../api/get-vat-percent.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import { BidConfirmation, type TAuctionTerms } from './bid-confirmation.tsx';

export type TLotForBidding = { id: number; price: number; maxBid: number | null; minimumBid: number };

const euros = (cents: number) => cents / 100;
const cents = (value: number | string) => Math.round(Number(value) * 100);

/**
 * A bid this many times the minimum is probably a slip of the finger (an extra zero): the form and the
 * confirmation say so, as eBay does, before a bid that cannot be withdrawn.
 */
const farAboveFactor = 2;

/**
 * The bid form (DESIGN §7): next minimum, quick bids, an optional hidden maximum, the all-in total and a
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
  const [amount, setAmount] = useState<number>(lot.minimumBid);
  const [withMaximum, setWithMaximum] = useState(false);
  const [maximum, setMaximum] = useState<number>(lot.minimumBid);
  const [confirming, setConfirming] = useState(false);
  // "The next minimum, up to X": an option the bidder turns on and fills in, never a default.
  const [withLimit, setWithLimit] = useState(false);
  const [limit, setLimit] = useState<number>(0);
  // When someone else bids, the amount and the maximum follow the new minimum instead of staying too low,
  // and the answer to this bidder's last bid ("Vas ganando") goes: the panel above says where they stand now.
  const { reset } = place;
  const answeredMinimum = place.data?.data.lot.minimumBid;
  useEffect(() => {
    setAmount((current) => Math.max(current, lot.minimumBid));
    setMaximum((current) => Math.max(current, lot.minimumBid));
    if (answeredMinimum !== undefined && lot.minimumBid > answeredMinimum) reset();
  }, [lot.minimumBid, answeredMinimum, reset]);
  const t = es.bidding;
  const steps = ranges.data ? nextBidSteps(lot, ranges.data, 3) : [lot.minimumBid];
  const tooLow = amount < lot.minimumBid;
  const farAbove = !leads && amount >= lot.minimumBid * farAboveFactor;
  const chosenMaximum = withMaximum && maximum > amount ? maximum : null;
  // What a leader's bid does: their maximum becomes the higher of the amount and the maximum typed.
  const raisedMaximum = Math.max(amount, chosenMaximum ?? 0);
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
        maxAmount: chosenMaximum,
        upToAmount: withLimit && limit >= amount ? limit : null,
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
        <Group gap="xs" role="group" aria-label={t.quickBids}>
          {steps.map((step) => (
            <Button
              key={step}
              type="button"
              size="xs"
              variant={step === amount ? 'filled' : 'light'}
              onClick={() => setAmount(step)}
            >
              {formatCents(step)}
            </Button>
          ))}
        </Group>
        <NumberInput
          label={t.yourBid}
          description={t.minimumHint(formatCents(lot.minimumBid))}
          value={euros(amount)}
          onChange={(value) => setAmount(cents(value || 0))}
          min={euros(lot.minimumBid)}
          decimalScale={2}
          thousandSeparator="."
          decimalSeparator=","
          suffix=" €"
          error={tooLow ? t.belowMinimum(formatCents(lot.minimumBid)) : undefined}
          data-testid="bid-amount"
        />
        {farAbove && (
          <Alert color="yellow" variant="light" data-testid="bid-far-above">
            {es.bidder.farAboveMinimum(formatCents(amount), formatCents(lot.minimumBid))}
          </Alert>
        )}
        <Group gap={4} wrap="nowrap">
          <Checkbox
            label={t.useMaximum}
            checked={withMaximum}
            onChange={(event) => setWithMaximum(event.currentTarget.checked)}
          />
          <TermTip term="maximum" />
        </Group>
        {withMaximum && (
          <NumberInput
            label={t.maximum}
            description={t.maximumHint}
            value={euros(maximum)}
            onChange={(value) => setMaximum(cents(value || 0))}
            min={euros(amount)}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            suffix=" €"
          />
        )}
        <Checkbox
          label={t.useLimit}
          checked={withLimit}
          onChange={(event) => setWithLimit(event.currentTarget.checked)}
        />
        {withLimit && (
          <NumberInput
            label={t.limit}
            description={t.limitHint}
            value={limit ? euros(limit) : ''}
            onChange={(value) => setLimit(cents(value || 0))}
            min={euros(amount)}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            suffix=" €"
            error={withLimit && limit > 0 && limit < amount ? t.limitBelowBid : undefined}
          />
        )}
        <Text size="sm" data-testid="bid-total">
          {es.bidder.totalLead(formatCents(totals.total), formatCents(totals.hammer))}
          <span className="term-with-tip">
            {es.bidder.totalCommission(formatCents(totals.premium))}
            <TermTip term="commission" />
          </span>
          {' + '}
          <span className="term-with-tip">
            {es.bidder.totalVat(formatCents(totals.premiumVat + totals.goodsVat))}
            <TermTip term="vat" />
          </span>
          .
        </Text>
        <Button type="submit" disabled={tooLow || place.isPending}>
          {leads ? es.bidder.raiseMaximum(formatCents(raisedMaximum)) : t.placeBid(formatCents(amount))}
        </Button>
        <BidConfirmation
          bid={
            confirming
              ? {
                  amount,
                  maximum: chosenMaximum,
                  limit: withLimit && limit >= amount ? limit : null,
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
        <div role="status" aria-live="polite" ref={result} tabIndex={-1} data-testid="bid-result-region">
          {place.data && (
            <Alert color={place.data.data.result === 'outbid' ? 'orange' : 'green'} data-testid="bid-result">
              {place.data.data.message}
            </Alert>
          )}
          {error && (
            <Alert color="red" data-testid="bid-result">
              {error.message}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
};
