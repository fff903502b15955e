import { Group, Text } from '@mantine/core';
import { madridDay } from '@/common/madrid-time.ts';
import type { TAdminSettlement } from '@/common/schemas/settlements.ts';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { serverNow } from '@/web/lib/clock.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useLapseBorderExemption } from '../api/lapse-border-exemption.ts';

/**
 * An intra-EU supply's transport proof deadline, and once it has passed the clerk's "Repercutir IVA"
 * (docs/after-the-hammer.md, "Proof that never arrives").
 */
export const BorderExemptionLapse = ({
  settlement,
  mayCharge,
}: {
  settlement: TAdminSettlement;
  mayCharge: boolean;
}) => {
  const t = messages.settlementsAdmin.borderProof;
  const lapse = useLapseBorderExemption(settlement.id);
  if (settlement.borderExemptionLapsedOn)
    return (
      <Text size="sm" role="status">
        {t.lapsed(formatDate(settlement.borderExemptionLapsedOn))}
      </Text>
    );
  const deadline = settlement.borderProofDeadline;
  if (!deadline) return null;
  const isOverdue = deadline < madridDay(new Date(serverNow()));
  return (
    <Group gap="sm">
      <Text size="sm" c={isOverdue ? 'red.9' : undefined}>
        {isOverdue ? t.overdue(formatDate(deadline)) : t.deadline(formatDate(deadline))}
      </Text>
      {isOverdue && mayCharge && (
        <ConfirmAction
          label={t.lapse}
          title={t.lapseTitle(settlement.buyer.name)}
          message={t.lapseMessage}
          color="red.9"
          isPending={lapse.isPending}
          error={lapse.error}
          onConfirm={(_text, close) => lapse.mutate(undefined, { onSuccess: close })}
        />
      )}
    </Group>
  );
};
