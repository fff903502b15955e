import { Alert, Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ZIbanSchema } from '@/common/schemas/subscriptions.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useSetRefundIban } from '../api/set-refund-iban.ts';

/**
 * Asks for the account the deposit goes back to when the bidder subscribed without one: the deposit can
 * be refunded only once it is given (docs/after-the-hammer.md, "Deposits"). Checked here with the same
 * schema the server uses, control digits included.
 */
export const RefundIbanForm = ({ subscriptionId }: { subscriptionId: number }) => {
  const save = useSetRefundIban(subscriptionId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = messages.deposits;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZIbanSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.refundIbanInvalid);
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };
  const serverError = save.error instanceof ApiError ? save.error.fields?.refundIban : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Alert color="orange" variant="light" p="xs" mt="xs" title={t.refundIbanMissing}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t.refundIbanLabel}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error ?? serverError}
            autoComplete="off"
            size="sm"
          />
          <Button type="submit" size="sm" loading={save.isPending}>
            {t.saveRefundIban}
          </Button>
        </Group>
        {!serverError && <ErrorAlert error={save.error} />}
      </Alert>
    </form>
  );
};
