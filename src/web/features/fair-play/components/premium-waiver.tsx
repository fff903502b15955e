import { Group, Text } from '@mantine/core';
import type { TPremiumWaiver } from '@/common/schemas/fair-play.ts';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useRemovePremiumWaiver } from '../api/remove-premium-waiver.ts';
import { useSetPremiumWaiver } from '../api/set-premium-waiver.ts';

/**
 * One buyer's premium in one auction (docs/fair-play.md): waived with a reason, or billed again; the server
 * refuses either once that buyer's settlement is invoiced, and the action is then not offered.
 */
export const PremiumWaiver = ({
  auctionId,
  buyer,
  waiver,
  mayChange,
}: {
  auctionId: number;
  buyer: { id: number; name: string };
  waiver: TPremiumWaiver | null;
  mayChange: boolean;
}) => {
  const set = useSetPremiumWaiver(auctionId);
  const remove = useRemovePremiumWaiver(auctionId);
  const t = messages.settlementsAdmin.premiumWaiver;
  return (
    <Group gap="sm" data-testid="premium-waiver">
      {waiver && (
        <Text size="sm">
          {t.waived} {waiver.reason}
        </Text>
      )}
      {waiver?.invoiced && (
        <Text size="xs" c="gray.7">
          {t.invoiced}
        </Text>
      )}
      {mayChange && !waiver && (
        <ConfirmAction
          label={t.waive}
          title={t.waiveTitle(buyer.name)}
          message={t.waiveMessage(buyer.name)}
          textLabel={t.reason}
          isTextRequired
          isPending={set.isPending}
          error={set.error}
          onConfirm={(reason, close) => set.mutate({ userId: buyer.id, reason }, { onSuccess: close })}
        />
      )}
      {mayChange && waiver && !waiver.invoiced && (
        <ConfirmAction
          label={t.restore}
          title={t.restoreTitle(buyer.name)}
          message={t.restoreMessage(buyer.name)}
          isPending={remove.isPending}
          error={remove.error}
          onConfirm={(_text, close) => remove.mutate(buyer.id, { onSuccess: close })}
        />
      )}
    </Group>
  );
};
