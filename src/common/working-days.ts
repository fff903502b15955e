import { fromMadridLocal, madridDay } from './madrid-time.ts';

/**
 * Working days are Monday to Friday. The project keeps no list of holidays, so national holidays are not
 * skipped (docs/after-the-hammer.md, "Deposit refund deadline"): a deadline that falls after one is a day
 * early, never late.
 */
const isWorkingDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;

/** The Madrid day ("yyyy-mm-dd") `count` working days after the Madrid day of `from`. */
export const addWorkingDays = (from: Date | string, count: number) => {
  const day = new Date(`${madridDay(from)}T00:00:00Z`);
  for (let left = count; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) left--;
  }
  return day.toISOString().slice(0, 10);
};

/**
 * The instant a non-winner's deposit must be back by: the end (Madrid) of the `days`-th working day after
 * the auction closed.
 */
export const depositRefundDeadline = (closedOn: Date | string, days: number) => {
  const next = new Date(`${addWorkingDays(closedOn, days)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(new Date(fromMadridLocal(`${next.toISOString().slice(0, 10)}T00:00`)).getTime() - 1);
};
