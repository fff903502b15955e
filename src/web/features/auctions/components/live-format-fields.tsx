import { Anchor, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { MadridDateTimeInput } from '@/web/components/madrid-date-time-input.tsx';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.liveSales.form;

export type TLiveFormatValues = { format: 'timed' | 'live'; liveStartsAt: string | null };

/**
 * Timed or live (docs/live-sales.md): a live auction's lots have no end of their own; they are sold in their
 * order from the sale's start, in the console at /admin/subastas/{id}/en-vivo.
 */
export const LiveFormatFields = <T extends TLiveFormatValues>({
  form,
  liveAuctionId,
}: {
  form: UseFormReturnType<T>;
  /** The saved auction's id when it is live: a link to its console. */
  liveAuctionId?: number;
}) => (
  <Stack gap="xs">
    <Radio.Group label={t.format} key={form.key('format')} {...form.getInputProps('format')}>
      <Stack gap={4} mt={4}>
        <Radio value="timed" label={t.timed} />
        <Radio value="live" label={t.live} />
      </Stack>
    </Radio.Group>
    <MadridDateTimeInput
      label={t.liveStartsAt}
      key={form.key('liveStartsAt')}
      {...form.getInputProps('liveStartsAt')}
    />
    <Text size="xs" c="dimmed">
      {t.liveHint}
    </Text>
    {liveAuctionId !== undefined && (
      <Anchor component={Link} to={`/admin/subastas/${liveAuctionId}/en-vivo`}>
        {t.openConsole}
      </Anchor>
    )}
  </Stack>
);
