import { Button } from '@mantine/core';
import { useState } from 'react';
import { BulkBar, BulkOutcome } from '@/web/components/admin/admin-table.tsx';
import { ConfirmDialog } from '@/web/components/admin/confirm-dialog.tsx';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useBulkPublishLots } from '../api/bulk-publish-lots.ts';

const t = messages.admin.lotsTable;

/**
 * Publish or withdraw the ticked lots at once, after a confirmation that says how many; the answer says
 * how many changed and why any did not.
 */
export const LotsBulkPublish = ({
  auctionId,
  selected,
  onDone,
}: {
  auctionId: number;
  selected: number[];
  onDone: () => void;
}) => {
  const bulk = useBulkPublishLots(auctionId);
  const [asking, setAsking] = useState<'publish' | 'withdraw' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const run = () => {
    if (!asking) return;
    const published = asking === 'publish';
    setAsking(null);
    bulk.mutate(
      { ids: selected, published },
      {
        onSuccess: ({ data }) => {
          onDone();
          const problems = data.results.flatMap((result) => (result.ok ? [] : [result.error ?? '']));
          setOutcome(t.bulkDone(data.done, problems));
        },
      },
    );
  };
  const count = selected.length;
  return (
    <>
      <BulkBar selected={t.selected(count)}>
        <Button size="xs" disabled={!count} onClick={() => setAsking('publish')}>
          {t.publishSelected}
        </Button>
        <Button size="xs" variant="default" disabled={!count} onClick={() => setAsking('withdraw')}>
          {t.withdrawSelected}
        </Button>
      </BulkBar>
      <ErrorAlert error={bulk.error} />
      <BulkOutcome outcome={outcome} onClose={() => setOutcome(null)} />
      <ConfirmDialog
        opened={asking !== null}
        question={asking === 'withdraw' ? t.withdrawQuestion(count) : t.publishQuestion(count)}
        detail={asking === 'withdraw' ? t.withdrawDetail : t.publishDetail}
        confirmLabel={asking === 'withdraw' ? t.withdraw : t.publish}
        isPending={bulk.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={run}
      />
    </>
  );
};
