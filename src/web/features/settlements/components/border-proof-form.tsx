import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { madridDay } from '@/common/madrid-time.ts';
import type { TAdminSettlement } from '@/common/schemas/settlements.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useRecordBorderProof } from '../api/record-border-proof.ts';
import { BorderExemptionLapse } from './border-exemption-lapse.tsx';
import { BorderProofFiles } from './border-proof-files.tsx';

/**
 * A buyer abroad's proof that the goods left Spain (docs/after-the-hammer.md, "Buyers abroad"): the transport
 * proof of an intra-EU supply, or an export's DUA, which releases the IVA held. Shown once recorded, with
 * the scans kept and, for an intra-EU supply, the deadline and the IVA charged when it passes.
 */
export const BorderProofForm = ({
  settlement,
  mayRecord,
}: {
  settlement: TAdminSettlement;
  mayRecord: boolean;
}) => {
  const t = messages.settlementsAdmin.borderProof;
  const record = useRecordBorderProof(settlement.id);
  const [document, setDocument] = useState('');
  const [date, setDate] = useState(madridDay);
  if (settlement.taxRegime === 'domestic') return null;
  const kind = settlement.taxRegime === 'export' ? 'customs' : 'transport';
  const proof = settlement.borderProof;
  return (
    <Stack gap="xs">
      <Text size="sm">{kind === 'customs' ? t.customsHint : t.transportHint}</Text>
      {proof ? (
        <Text size="sm" fw={700} role="status">
          {t.recorded(proof.kind, proof.document, formatDate(proof.date))}
        </Text>
      ) : (
        mayRecord &&
        settlement.state !== 'cancelled' && (
          <form
            aria-label={t.formFor(settlement.reference)}
            onSubmit={(event) => {
              event.preventDefault();
              record.mutate({ kind, document, date });
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t.document}
                value={document}
                onChange={(event) => setDocument(event.currentTarget.value)}
                error={record.error instanceof ApiError ? record.error.fields?.document : undefined}
                required
                w={260}
              />
              <MadridDateInput
                label={t.date}
                required
                value={date}
                onChange={(day) => setDate(day ?? date)}
                w={160}
              />
              <Button type="submit" loading={record.isPending}>
                {t.record(kind)}
              </Button>
            </Group>
            <ErrorAlert error={record.error} />
          </form>
        )
      )}
      <BorderExemptionLapse settlement={settlement} mayCharge={mayRecord} />
      <BorderProofFiles settlement={settlement} mayKeep={mayRecord} />
    </Stack>
  );
};
