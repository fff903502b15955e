import { Anchor, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { ZRoomPaddleRequestSchema } from '@/common/schemas/live-sales.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminAuction } from '@/web/features/auctions/api/get-admin-auction.ts';
import { showServerErrors } from '@/web/features/auth/components/form-errors.ts';
import {
  emptyProfile,
  InvoicingFields,
  PersonalFields,
  type TProfileValues,
  toProfileBody,
} from '@/web/features/auth/components/profile-fields.tsx';
import { useAuctionLive } from '@/web/features/bids/live.ts';
import { useLiveConsole } from '@/web/features/live-sales/api/get-live-console.ts';
import { applyLiveBidEvent, applyLiveSaleEvent } from '@/web/features/live-sales/api/get-live-sale.ts';
import { useRegisterRoomPaddle } from '@/web/features/live-sales/api/register-room-paddle.ts';
import { LiveConsole, type TPaddleFormProps } from '@/web/features/live-sales/components/live-console.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId, paths } from '@/web/lib/paths.ts';

const t = messages.liveSales.console;

type TRoomPaddleValues = TProfileValues & { email: string; paddle: string };

const toBody = ({ email, paddle, ...profile }: TRoomPaddleValues) => ({
  ...toProfileBody(profile),
  email: email.trim() || null,
  paddle: paddle.trim() ? Number(paddle) : null,
});

/** The same checks as the API's (a sign-up's, docs/live-sales.md), before the form is sent. */
const validate = (values: TRoomPaddleValues) => {
  const result = ZRoomPaddleRequestSchema.safeParse(toBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

/**
 * A room bidder without an online account, registered by the clerk: the paddle they hold and the data
 * their invoice needs, the sign-up's own fields. Lives here, where the console and the account fields meet.
 */
const RoomPaddleForm = ({ auctionId, paddle, onDone }: { auctionId: number } & TPaddleFormProps) => {
  const register = useRegisterRoomPaddle(auctionId);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<TRoomPaddleValues>({
    mode: 'uncontrolled',
    initialValues: { ...emptyProfile, email: '', paddle: paddle === null ? '' : String(paddle) },
    validate,
  });
  return (
    <form
      ref={formElement}
      noValidate
      data-testid="room-paddle-form"
      onSubmit={form.onSubmit((values) =>
        register.mutate(toBody(values), {
          onSuccess: (answer) => onDone(answer.data),
          onError: (error) => showServerErrors(form, formElement.current, error),
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.paddleNumber}
            description={t.paddleNumberHint}
            inputMode="numeric"
            key={form.key('paddle')}
            {...form.getInputProps('paddle')}
          />
          <TextInput
            label={messages.auth.email}
            description={t.paddleEmailHint}
            type="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <PersonalFields form={form} />
        <InvoicingFields form={form} />
        <ErrorAlert error={register.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending}>
            {t.registerPaddleSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** `/admin/subastas/{id}/en-vivo`: the auctioneer's console of a live sale (docs/live-sales.md). */
const AdminLiveSale = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const view = useLiveConsole(id);
  const auction = useAdminAuction(id);
  // Online bids and other consoles' actions arrive on the auction's stream; each refreshes this view.
  useAuctionLive(view.data ? id : null, {
    onLiveSale: applyLiveSaleEvent,
    onBid: (event) => applyLiveBidEvent(id, event),
  });
  return (
    <QueryState query={view}>
      {({ data }) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {messages.liveSales.console.title(auction.data?.data.auction.title ?? '')}
            </Title>
            <Anchor href={paths.roomScreen(id)} target="_blank">
              {messages.liveSales.console.screen}
            </Anchor>
          </Group>
          <LiveConsole
            auctionId={id}
            view={data}
            paddleForm={(props) => <RoomPaddleForm auctionId={id} {...props} />}
          />
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminLiveSale;
