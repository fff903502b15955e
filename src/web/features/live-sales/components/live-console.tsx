import {
  Alert,
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { TLiveSaleConsole } from '@/common/schemas/live-sales.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { serverNow } from '@/web/lib/clock.ts';
import { formatCents, formatTime } from '@/web/lib/format.ts';
import { type TLiveActionRequest, useRunLiveAction } from '../api/run-live-action.ts';
import { AfterSaleOffer } from './after-sale-offer.tsx';
import { LiveLotView, NextLots, SaleNotice } from './live-lot-view.tsx';

const t = messages.liveSales.console;

/** The keys of the console's actions; typed outside the paddle and increment fields. */
const shortcuts: Record<string, TLiveActionRequest> = {
  '1': { action: 'warning' },
  '2': { action: 'warning' },
  a: { action: 'knock-down' },
  s: { action: 'pass' },
  r: { action: 'withdraw' },
  z: { action: 'undo' },
};

/** Seconds since the last online bid on the lot, ticking, so the auctioneer sees a bid land. */
const useSecondsSince = (iso: string | null) => {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 200);
    return () => clearInterval(timer);
  }, []);
  return iso === null ? null : Math.max(0, (now - new Date(iso).getTime()) / 1000);
};

/** What the room paddle form (given by the page) is told: the paddle asked for, and what to do once saved. */
export type TPaddleFormProps = { paddle: number | null; onDone: (view: TLiveSaleConsole) => void };

/** The console's keys: P to the paddle, the shortcuts' actions while the sale runs (not while typing). */
const useConsoleKeys = (
  paddleInput: RefObject<HTMLInputElement | null>,
  act: (request: TLiveActionRequest) => void,
  running: boolean,
) => {
  const latest = useRef({ act, running });
  latest.current = { act, running };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target?.closest('input, textarea, [role="dialog"]')
      )
        return;
      const key = event.key.toLowerCase();
      if (key === 'p') {
        event.preventDefault();
        paddleInput.current?.focus();
        return;
      }
      const request = shortcuts[key];
      if (request && latest.current.running) {
        event.preventDefault();
        latest.current.act(request);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [paddleInput]);
};

/** A floor bid refused for a paddle nobody holds: the clerk registers it from the console, then bids again. */
const unknownPaddleOf = (asked: TLiveActionRequest | undefined, view: TLiveSaleConsole) =>
  asked?.action === 'floor-bid' && !view.paddles.some((held) => held.number === asked.paddle)
    ? asked.paddle
    : null;

/** Seconds since the last online bid, red for the first two: a knock-down now would need confirming. */
const OnlineBidAgo = ({ lastOnlineBidAt }: { lastOnlineBidAt: string | null }) => {
  const onlineAgo = useSecondsSince(lastOnlineBidAt);
  return (
    <Text size="sm" c={onlineAgo !== null && onlineAgo < 2 ? 'red' : 'dimmed'} data-testid="online-bid-ago">
      {onlineAgo === null ? '' : t.onlineBidAgo(onlineAgo.toFixed(1))}
    </Text>
  );
};

/** The call's actions: the two warnings, knock-down, pass and withdraw (keys 1, 2, A, S, R). */
const CallButtons = ({ warning, act }: { warning: number; act: (request: TLiveActionRequest) => void }) => (
  <Group>
    <Button variant="light" color="orange" onClick={() => act({ action: 'warning' })} disabled={warning >= 2}>
      {warning === 0 ? t.warning1 : t.warning2}
    </Button>
    <Button color="green" onClick={() => act({ action: 'knock-down' })}>
      {t.knockDown}
    </Button>
    <Button variant="default" onClick={() => act({ action: 'pass' })}>
      {t.pass}
    </Button>
    <Button variant="default" color="red" onClick={() => act({ action: 'withdraw' })}>
      {t.withdraw}
    </Button>
  </Group>
);

/** This call's increment, set by hand, or back to the auction's bid ranges. */
const IncrementControls = ({ act }: { act: (request: TLiveActionRequest) => void }) => {
  const [increment, setIncrement] = useState<string | number>('');
  return (
    <Group align="flex-end">
      <NumberInput
        label={t.increment}
        min={0.01}
        decimalScale={2}
        w={200}
        value={increment}
        onChange={setIncrement}
      />
      <Button
        variant="default"
        onClick={() => act({ action: 'increment', increment: Math.round(Number(increment) * 100) })}
        disabled={!(Number(increment) > 0)}
      >
        {t.setIncrement}
      </Button>
      <Button variant="subtle" onClick={() => act({ action: 'increment', increment: null })}>
        {t.rangesIncrement}
      </Button>
    </Group>
  );
};

/**
 * The auctioneer's console (docs/live-sales.md): the lot being called with its asking price and increment,
 * the absentee maximums and bids, and one button (and key) per action. A knock-down within 1 s of an online
 * bid is refused by the server until confirmed here.
 */
export const LiveConsole = ({
  auctionId,
  view,
  paddleForm,
}: {
  auctionId: number;
  view: TLiveSaleConsole;
  /** The form registering a room bidder's paddle (the account fields live in another feature). */
  paddleForm?: (props: TPaddleFormProps) => ReactNode;
}) => {
  const run = useRunLiveAction(auctionId);
  const [paddle, setPaddle] = useState('');
  // The paddle form's dialog, open with the number it was asked for (null: the next free one).
  const [registering, setRegistering] = useState<{ paddle: number | null } | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const paddleInput = useRef<HTMLInputElement>(null);
  const { sale } = view;
  const running = sale.status === 'running';

  const act = (request: TLiveActionRequest) =>
    run.mutate(request, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields.confirmed) setConfirming(true);
      },
      // The paddle stays: the same bidder often bids again in the room.
      onSuccess: () => setConfirming(false),
    });
  const floorBid = () => {
    const number = Number(paddle);
    if (Number.isInteger(number) && number > 0) act({ action: 'floor-bid', paddle: number });
    else paddleInput.current?.focus();
  };

  useConsoleKeys(paddleInput, act, running);

  const refused = run.error instanceof ApiError && !run.error.fields.confirmed ? run.error : null;
  const unknownPaddle = refused?.fields.paddle ? unknownPaddleOf(run.variables, view) : null;
  const onRegistered = (next: TLiveSaleConsole) => {
    const added = next.paddles.find((entry) => !view.paddles.some((held) => held.number === entry.number));
    setRegistering(null);
    run.reset();
    if (added) {
      setRegistered(t.paddleRegistered(added.number, added.name));
      setPaddle(String(added.number));
    }
    paddleInput.current?.focus();
  };
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <SaleNotice sale={sale} />
          {sale.status === 'finished' && <AfterSaleOffer auctionId={auctionId} />}
          {sale.status === 'waiting' && (
            <Button size="lg" onClick={() => act({ action: 'start' })} loading={run.isPending}>
              {t.start}
            </Button>
          )}
          <LiveLotView sale={sale} />
          {running && (
            <>
              <Text size="sm">{t.nextIncrement(formatCents(sale.increment))}</Text>
              <OnlineBidAgo lastOnlineBidAt={sale.lastOnlineBidAt} />
              <Group align="flex-end">
                <TextInput
                  ref={paddleInput}
                  label={t.paddle}
                  inputMode="numeric"
                  w={120}
                  value={paddle}
                  onChange={(event) => setPaddle(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') floorBid();
                  }}
                  error={run.error instanceof ApiError ? run.error.fields.paddle : undefined}
                />
                <Button onClick={floorBid}>{t.floorBid}</Button>
                {paddleForm && unknownPaddle !== null && (
                  <Button variant="light" onClick={() => setRegistering({ paddle: unknownPaddle })}>
                    {t.registerThisPaddle(unknownPaddle)}
                  </Button>
                )}
              </Group>
              <CallButtons warning={sale.warning} act={act} />
              <IncrementControls act={act} />
            </>
          )}
          <Group>
            <Button
              variant="outline"
              onClick={() => act({ action: 'undo' })}
              disabled={view.log.length === 0}
            >
              {t.undo}
            </Button>
            {paddleForm && sale.status !== 'finished' && (
              <Button variant="default" onClick={() => setRegistering({ paddle: null })}>
                {t.registerPaddle}
              </Button>
            )}
          </Group>
          {registered && (
            <Alert color="green" role="status" withCloseButton onClose={() => setRegistered(null)}>
              {registered}
            </Alert>
          )}
          {refused && (
            <Alert color="red" role="alert">
              {refused.message}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t.shortcuts}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <ConsoleLists view={view} />
          <NextLots sale={sale} />
        </Stack>
      </Grid.Col>
      <Modal
        opened={registering !== null}
        onClose={() => setRegistering(null)}
        title={t.registerPaddleTitle}
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm">{t.registerPaddleIntro}</Text>
          {registering && paddleForm?.({ paddle: registering.paddle, onDone: onRegistered })}
        </Stack>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t.confirmTitle} centered>
        <Stack>
          <Text>{run.error?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button color="green" onClick={() => act({ action: 'knock-down', confirmed: true })}>
              {t.confirmKnockDown}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Grid>
  );
};

/** The absentee maximums, the lot's bids, the log and the paddles. */
const ConsoleLists = ({ view }: { view: TLiveSaleConsole }) => (
  <>
    <Title order={3} size="h5">
      {t.absentee}
    </Title>
    {view.absentee.length === 0 ? (
      <Text size="sm">{t.noAbsentee}</Text>
    ) : (
      <ul data-testid="absentee">
        {view.absentee.map((entry) => (
          <li key={entry.bidderNumber}>
            {messages.liveSales.leaderOnline(entry.bidderNumber)} · {entry.name}:{' '}
            {formatCents(entry.maxAmount)}
          </li>
        ))}
      </ul>
    )}
    <Title order={3} size="h5">
      {t.bids}
    </Title>
    <Table striped>
      <Table.Tbody>
        {view.bids.map((bid) => (
          <Table.Tr key={bid.id}>
            <Table.Td>{formatTime(bid.createdOn)}</Table.Td>
            <Table.Td>{formatCents(bid.amount)}</Table.Td>
            <Table.Td>
              {messages.liveSales.leaderOnline(bid.bidderNumber)} (
              {bid.paddle !== null ? t.room(bid.paddle) : bid.isAuto ? t.auto : t.online})
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    <Title order={3} size="h5">
      {t.log}
    </Title>
    <ol reversed>
      {view.log.map((entry) => (
        <li key={entry.id}>
          {formatTime(entry.createdOn)} {t.kinds[entry.kind]}
          {entry.paddle !== null ? ` · ${t.room(entry.paddle)}` : ''}
          {entry.amount !== null ? ` · ${formatCents(entry.amount)}` : ''}
        </li>
      ))}
    </ol>
    <Title order={3} size="h5">
      {t.paddles}
    </Title>
    <Text size="sm" data-testid="paddles">
      {view.paddles
        .map((paddle) => `${paddle.number}: ${paddle.name}${paddle.inRoom ? ` (${t.inRoom})` : ''}`)
        .join(' · ')}
    </Text>
  </>
);
