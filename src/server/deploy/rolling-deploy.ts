/**
 * A rolling deploy (docs/operations.md, "Rolling deploys"): the instances are replaced one after another,
 * never more than one away at a time. For each, in order: every other instance must answer `/api/ready`
 * 200 (else the deploy stops there, with the rest still on the old build); the instance is replaced — its
 * old process gets SIGTERM and drains (SHUTDOWN_DELAY_MS, live streams told to reconnect elsewhere,
 * in-flight bids finished), then the new build starts, migrating the database first if it brings migrations;
 * then its `/api/ready` must answer 200 before the next one is touched. Migrations must only expand while
 * old instances run beside new ones (the rules in docs/operations.md).
 */
export type TInstanceSlot = {
  name: string;
  /** The instance's own address (not the load balancer's), e.g. http://10.0.0.11:3000. */
  url: string;
  /** Drains the old process and starts the new build in its place (a systemd restart, a script of yours). */
  replace: () => Promise<void>;
};

export type TRollingDeployOptions = {
  /** How long a new instance may take to answer ready (its start includes the migrations). */
  readyTimeoutMs?: number;
  log?: (message: string) => void;
  /** Called once an instance is ready on the new build, before the next is replaced. */
  afterEach?: (slot: TInstanceSlot) => Promise<void>;
};

const isReady = async (url: string) =>
  fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status === 200,
    () => false,
  );

const waitUntilReady = async (slot: TInstanceSlot, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(slot.url))) {
    if (Date.now() > deadline)
      throw new Error(`${slot.name} (${slot.url}) is not ready after ${timeoutMs / 1000} s: deploy stopped`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

export const rollingDeploy = async (slots: TInstanceSlot[], options: TRollingDeployOptions = {}) => {
  const { readyTimeoutMs = 120_000, log = () => {}, afterEach } = options;
  for (const slot of slots) {
    for (const other of slots) {
      if (other !== slot && !(await isReady(other.url)))
        throw new Error(
          `${other.name} (${other.url}) is not ready: ${slot.name} is not taken away (deploy stopped)`,
        );
    }
    log(`${slot.name}: draining the old build and starting the new one`);
    const started = Date.now();
    await slot.replace();
    await waitUntilReady(slot, readyTimeoutMs);
    log(`${slot.name}: ready on the new build after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await afterEach?.(slot);
  }
  log(`all ${slots.length} instances on the new build`);
};
