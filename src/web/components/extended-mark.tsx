import { Badge, Group } from '@mantine/core';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatTime } from '@/web/lib/format.ts';
import { useExtendedUntil } from '@/web/lib/soft-close.ts';
import { TermTip } from './term-tip.tsx';

/**
 * "Ampliado" beside a lot's countdown once a late bid has extended it (soft close): the new end time, and a
 * tooltip on what cierre escalonado means. The live region has already announced it; this stays in view,
 * and after a reload too (lib/soft-close.ts).
 */
export const ExtendedMark = ({
  lot,
}: {
  lot: Pick<TLotSummary, 'id' | 'endDate' | 'extended' | 'status'>;
}) => {
  const until = useExtendedUntil(lot);
  if (!until) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex" data-testid="extended-mark">
      <Badge color="orange.9" variant="outline" tt="none">
        {messages.bidding.extendedTo(formatTime(until))}
      </Badge>
      <TermTip term="softClose" />
    </Group>
  );
};
