/**
 * Preloaded into e2e/second-factor.e2e.ts's server only: moves that process's clock forward when the test
 * sends it SIGUSR2 with the milliseconds to move written in E2E_CLOCK_FILE, so "five
 * minutes later" (a step-up gone stale) takes no five minutes. Nothing else in the repo imports it.
 */
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
let aheadMs = 0;

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(RealDate.now() + aheadMs);
    else super(...(args as ConstructorParameters<typeof Date>));
  }
  static override now() {
    return RealDate.now() + aheadMs;
  }
}

if (file) {
  globalThis.Date = ShiftedDate as DateConstructor;
  process.on('SIGUSR2', () => {
    aheadMs = Number(readFileSync(file, 'utf8')) || 0;
  });
}
