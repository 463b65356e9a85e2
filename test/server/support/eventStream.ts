/**
 * A server-sent events reader for tests: opens a stream with fetch, parses its events as they
 * arrive, and lets a test wait for one (with a deadline) or for the stream's end.
 */
export interface StreamEvent {
  id: string | undefined;
  data: string;
}

export interface EventStreamReader {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event `matches` accepts, received already or later. */
  waitFor(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string): StreamEvent | undefined {
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { id, data: data.join('\n') } : undefined;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const aborter = new AbortController();
  const response = await fetch(url, { headers, signal: aborter.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body || !response.ok) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const event = parseFrame(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (event) events.push(event);
          end = buffered.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // aborted or dropped: the stream has ended either way
    } finally {
      for (const wake of [...waiters]) wake();
    }
  })();

  return {
    status: response.status,
    events,
    ended,
    waitFor(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        let finished = false;
        const check = () => {
          const found = events.find(matches);
          if (found) {
            finished = true;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          if (finished) return;
          waiters.delete(check);
          reject(
            new Error(
              `No matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
        void ended.then(() => {
          if (!finished) check();
        });
      });
    },
    close: () => aborter.abort(),
  };
}
