export type TSseEvent = { id: number; event: string; data: unknown };

/**
 * A minimal Server-Sent Events reader over fetch, for tests: collects parsed events and lets a test wait
 * until a condition holds.
 */
export const openEventStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`SSE ${url} answered ${response.status}`);
  const events: TSseEvent[] = [];
  let lastRead = Date.now();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        lastRead = Date.now();
        buffer += decoder.decode(value, { stream: true });
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.data !== undefined)
            events.push({
              id: Number(fields.id),
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            });
          split = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    response,
    events,
    /** When the last bytes came, heartbeat comments included: a silent stream may be cut off the network. */
    lastRead: () => lastRead,
    /** Settles when the stream ends: closed by the server, cut, or aborted by close(). */
    ended: pump,
    waitFor: async (predicate: (events: TSseEvent[]) => boolean, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (Date.now() > deadline)
          throw new Error(`Timed out waiting for SSE events; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
};
