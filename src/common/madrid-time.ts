/**
 * Converting between UTC instants and wall-clock times in Madrid, for date inputs in the back office: a
 * clerk types "10/12/2026 17:00" meaning Madrid, whatever time zone their computer is set to. This is the
 * one place that converts; the pickers (src/web/components/madrid-*-input.tsx) and the server call it.
 */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-12-10T17:00" (Madrid wall clock) for an instant. */
export const toMadridLocal = (iso: string | Date): string => {
  const values: Record<string, string> = {};
  for (const part of parts.formatToParts(new Date(iso))) values[part.type] = part.value;
  return `${values.year}-${values.month}-${values.day}T${values.hour}:${values.minute}`;
};

/**
 * The instant (ISO, UTC) of a Madrid wall-clock time "YYYY-MM-DDTHH:mm". On the last Sunday of October
 * 02:00–02:59 happens twice: the first (summer time) is meant, as calendars and Temporal read it. On the
 * last Sunday of March 02:00–02:59 never happens: the time an hour later is meant (02:30 is 03:30 CEST).
 */
export const fromMadridLocal = (local: string): string => {
  const guess = new Date(`${local}:00Z`);
  // Madrid is UTC+2 or UTC+1: find the offset that maps back onto the same wall-clock time, summer first.
  for (const hours of [2, 1]) {
    const candidate = new Date(guess.getTime() - hours * 3_600_000);
    if (toMadridLocal(candidate) === local) return candidate.toISOString();
  }
  return new Date(guess.getTime() - 3_600_000).toISOString();
};

/** "YYYY-MM-DD": the day it is in Madrid at an instant (now by default), whatever the computer's zone. */
export const madridDay = (instant: string | Date = new Date()): string => toMadridLocal(instant).slice(0, 10);
