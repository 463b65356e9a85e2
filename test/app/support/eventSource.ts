/**
 * The browser's EventSource, which jsdom lacks: the test plays the server's side of the
 * notification stream (pushes, failures, reconnections). `installFakeEventSource` puts it in
 * place for each test of the file.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close(): void {
    this.closed = true;
  }
  push(data: string): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
  reconnect(): void {
    this.dispatchEvent(new Event('open'));
  }
}

/** The one stream the page opened. */
export function theStream(): FakeEventSource {
  const [stream] = FakeEventSource.opened;
  if (!stream || FakeEventSource.opened.length !== 1) throw new Error('Expected one stream.');
  return stream;
}

export function installFakeEventSource(): void {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'EventSource');
  });
}
