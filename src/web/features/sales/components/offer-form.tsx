import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useMakeOffer } from '../api/make-offer.ts';

/** An offer on a lot of a liquidación; the administrator decides and answers by e-mail. */
export const OfferForm = ({ saleId, lotId, price }: { saleId: number; lotId: number; price: number }) => {
  const user = useCurrentUser();
  const offer = useMakeOffer(saleId, lotId);
  const [amount, setAmount] = useState(price / 100);
  const [message, setMessage] = useState('');
  if (!user) {
    return (
      <Alert color="blue" variant="light" title="¿Te interesa?">
        <Stack gap="xs" align="flex-start">
          Accede a tu cuenta para presentar una oferta.
          <Button size="sm" onClick={() => openAuthDialog('login')}>
            Acceder
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
        label="Tu oferta (€)"
        description={`Precio de venta: ${formatCents(price)}`}
        value={amount}
        onChange={(value) => setAmount(Number(value) || 0)}
      />
      <Textarea
        label="Mensaje (opcional)"
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
        Enviar oferta
      </Button>
    </Stack>
  );
};
