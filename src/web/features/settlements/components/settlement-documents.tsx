import { Anchor, Group, Text } from '@mantine/core';
import { isRectification } from '@/common/schemas/invoices.ts';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate } from '@/web/lib/format.ts';

/** The buyer's documents: invoices (and rectificativas) and, once paid, the release note. */
export const SettlementDocuments = ({ settlement }: { settlement: TSettlement }) => {
  const t = messages.settlements;
  if (settlement.invoices.length === 0 && !settlement.collectionCode) return null;
  return (
    <Group gap="lg" component="nav" aria-label={t.documents}>
      {settlement.invoices.map((invoice) => (
        <Anchor key={invoice.id} href={`/api/frontend/auth/invoices/${invoice.id}/pdf`} download>
          {isRectification(invoice.kind)
            ? t.rectification(invoice.fullNumber)
            : t.invoice(invoice.fullNumber)}{' '}
          <Text span size="xs" c="dimmed">
            ({formatDate(`${invoice.issueDate}T12:00:00Z`)}, {formatCents(invoice.total)})
          </Text>
        </Anchor>
      ))}
      {settlement.collectionCode && (
        <Anchor href={`/api/frontend/auth/settlements/${settlement.id}/release-note`} download>
          {t.releaseNote}
        </Anchor>
      )}
    </Group>
  );
};
