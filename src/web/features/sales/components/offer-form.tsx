import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useMakeOffer } from '../api/make-offer.ts';

const t = messages.sales;

/** An offer on a lot of a liquidación; the administrator decides and answers by e-mail. */
export const OfferForm = ({ saleId, lotId, price }: { saleId: number; lotId: number; price: number }) => {
  const user = useCurrentUser();
  const offer = useMakeOffer(saleId, lotId);
  const [amount, setAmount] = useState(price / 100);
  const [message, setMessage] = useState('');
  if (!user) {
    return (
      <Alert color="blue" variant="light" title={t.interested}>
        <Stack gap="xs" align="flex-start">
          {t.loginToOffer}
          <Button size="sm" onClick={() => openAuthDialog('login')}>
            {messages.site.login}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (offer.data)
    return (
      <Alert color="green" role="status">
        {offer.data.data.message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <EuroInput
        label={t.offer}
        description={t.salePrice(formatCents(price))}
        value={amount}
        onChange={(value) => setAmount(Number(value) || 0)}
      />
      <Textarea
        label={t.offerMessage}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        autosize
        minRows={2}
      />
      <ErrorAlert error={offer.error} />
      <Button
        loading={offer.isPending}
        onClick={() => offer.mutate({ amount: Math.round(amount * 100), message })}
        w="fit-content"
      >
        {t.sendOffer}
      </Button>
    </Stack>
  );
};
