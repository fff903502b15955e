import { useCountdown } from '@/web/lib/clock.ts';
import { formatDuration } from '@/web/lib/format.ts';

/** Time left until `endDate` on the server's clock, "[Nd ]HH:mm:ss", updated every second. */
export const Countdown = ({ endDate, overLabel }: { endDate: string; overLabel: string }) => {
  const { secondsLeft, isOver } = useCountdown(endDate);
  return <time dateTime={endDate}>{isOver ? overLabel : formatDuration(secondsLeft)}</time>;
};
