import { Alert, Anchor, Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { checkBidReceipt, type TBidReceipt, type TReceiptCheck } from '@/common/bid-receipt.ts';
import { messages } from '@/web/i18n/messages.ts';
import { bidderName } from '@/web/lib/bidder-name.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { bidReceiptKeyUrl, useBidReceiptKey } from '../api/get-bid-receipt-key.ts';

const t = messages.receipts;

type TOutcome = { receipt: TBidReceipt; check: TReceiptCheck } | { error: string } | null;

/**
 * Checks a pasted or chosen bid receipt in the browser, with the house's published key and WebCrypto
 * (src/common/bid-receipt.ts): the receipt never leaves the page.
 */
export const ReceiptCheck = () => {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const key = useBidReceiptKey();
  const check = async () => {
    let receipt: TBidReceipt;
    try {
      receipt = JSON.parse(text);
    } catch {
      return setOutcome({ error: t.notJson });
    }
    const fetched = key.data ? { data: key.data } : await key.refetch();
    if (!fetched.data) return setOutcome({ error: t.keyUnavailable });
    setOutcome({ receipt, check: await checkBidReceipt(receipt, fetched.data) });
  };
  return (
    <Stack gap="md" maw={720}>
      <Text>{t.intro}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t.paste}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={6}
            maxRows={16}
            styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <FileInput
            label={t.file}
            accept="application/json,.json"
            clearable
            onChange={async (file) => setText(file ? await file.text() : '')}
          />
          <Button type="submit" w="fit-content" disabled={text.trim() === ''} loading={key.isFetching}>
            {t.check}
          </Button>
        </Stack>
      </form>
      <div aria-live="polite">
        {outcome && 'error' in outcome && (
          <Alert color="red" title={t.invalid}>
            {outcome.error}
          </Alert>
        )}
        {outcome && 'check' in outcome && outcome.check.isValid && (
          <Alert color="green" title={t.valid} data-testid="receipt-valid">
            <Text size="sm">
              {t.validText(
                formatCents(outcome.receipt.amount),
                bidderName(outcome.receipt.bidder),
                outcome.receipt.lotTitle,
                outcome.receipt.lotId,
                formatDateTime(outcome.receipt.serverTime),
              )}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.link(outcome.receipt.chainHash)}
            </Text>
          </Alert>
        )}
        {outcome && 'check' in outcome && !outcome.check.isValid && (
          <Alert color="red" title={t.invalid} data-testid="receipt-invalid">
            {t.problems[outcome.check.problem]}
          </Alert>
        )}
      </div>
      <Anchor href={bidReceiptKeyUrl} size="sm">
        {t.keyLink}
      </Anchor>
    </Stack>
  );
};
