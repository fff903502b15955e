/**
 * Converting between UTC instants and wall-clock times in Madrid, for date inputs in the back office: a
 * clerk types "10/12/2026 17:00" meaning Madrid, whatever time zone their computer is set to.
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

/** The instant (ISO, UTC) of a Madrid wall-clock time "YYYY-MM-DDTHH:mm". */
export const fromMadridLocal = (local: string): string => {
  const guess = new Date(`${local}:00Z`);
  // Madrid is UTC+1 or UTC+2: find the offset that maps back onto the same wall-clock time.
  for (const hours of [1, 2]) {
    const candidate = new Date(guess.getTime() - hours * 3_600_000);
    if (toMadridLocal(candidate) === local) return candidate.toISOString();
  }
  return new Date(guess.getTime() - 3_600_000).toISOString();
};
