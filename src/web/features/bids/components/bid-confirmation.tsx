import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { lineAmounts } from '@/common/settlement-money.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useVatPercent } from '../api/get-vat-percent.ts';

export type TBidToConfirm = {
  amount: number;
  /** The hidden maximum the proxy may bid up to, when there is one. */
  maximum: number | null;
  /** "The next minimum, up to this", when chosen. */
  limit: number | null;
  /** The bidder leads: nothing is bid, their hidden maximum goes up to the higher of amount and maximum. */
  raisesMaximum?: boolean;
  /** The minimum, when the amount is far above it (a likely slip): the dialog warns before confirming. */
  farAboveMinimum?: number | null;
};

export type TAuctionTerms = {
  commissionPercent: number;
  goodsVatPercent: number | null;
  /** The auction's deposit in cents; null when it has none. */
  caution: number | null;
};

/**
 * The one confirmation every bid goes through (the lot page's form, the quick bids of the auction's lots and
 * of the running bids): what is bid, what it costs in all with commission and IVA, with a maximum or a
 * limit what it may cost at most, and what the auction's deposit means for it. A centred dialog, so it is in
 * view wherever "Pujar" was: focus goes to "Confirmar puja", Escape or "Cancelar" closes it and focus
 * returns to the button that opened it (the caller moves it on to the result once the bid is answered).
 */
export const BidConfirmation = ({
  bid,
  auction,
  pending,
  onConfirm,
  onCancel,
}: {
  bid: TBidToConfirm | null;
  auction: TAuctionTerms;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const vat = useVatPercent();
  const t = messages.bidding;
  const totalAt = (hammer: number) =>
    lineAmounts({
      hammer,
      premiumPercent: auction.commissionPercent,
      premiumVatPercent: vat.data ?? 21,
      goodsVatPercent: auction.goodsVatPercent,
    }).total;
  const ceiling = bid ? Math.max(bid.maximum ?? 0, bid.limit ?? 0) : 0;
  const raised = bid ? Math.max(bid.amount, bid.maximum ?? 0) : 0;
  return (
    <Modal opened={bid !== null} onClose={onCancel} title={t.confirmTitle} centered returnFocus>
      {bid && (
        <Stack gap="sm">
          {bid.raisesMaximum ? (
            <Text data-testid="confirm-raise">
              {messages.bidder.confirmRaise(formatCents(raised), formatCents(totalAt(raised)))}
            </Text>
          ) : (
            <Text>{t.confirmText(formatCents(bid.amount), formatCents(totalAt(bid.amount)))}</Text>
          )}
          {bid.farAboveMinimum ? (
            <Text fw={700} c="orange.9" data-testid="confirm-far-above">
              {messages.bidder.farAboveMinimum(formatCents(bid.amount), formatCents(bid.farAboveMinimum))}
            </Text>
          ) : null}
          {bid.maximum !== null && !bid.raisesMaximum && (
            <Text>{t.confirmMaximum(formatCents(bid.maximum), formatCents(totalAt(bid.maximum)))}</Text>
          )}
          {bid.limit !== null && <Text>{t.confirmLimit(formatCents(bid.limit))}</Text>}
          {ceiling > bid.amount && bid.maximum === null && !bid.raisesMaximum && (
            <Text size="sm">{t.confirmAtMost(formatCents(totalAt(ceiling)))}</Text>
          )}
          {auction.caution ? (
            <Text size="sm" data-testid="confirm-deposit">
              {t.confirmDeposit(formatCents(auction.caution))}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
            <Button onClick={onConfirm} loading={pending} data-autofocus>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
