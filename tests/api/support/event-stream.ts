/** A minimal Server-Sent Events reader over fetch, for API tests: `next()` waits for the next event. */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | null;
}

export interface EventStream {
  headers: Headers;
  next(timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: StreamEvent[] = [];
  let buffer = '';
  const pump = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { event: 'message', data: '', id: null };
      let isComment = true;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        isComment = false;
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'data') event.data += value;
        else if (field === 'id') event.id = value;
      }
      if (!isComment && (event.data || event.event !== 'message')) queue.push(event);
    }
  };
  return {
    headers: response.headers,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > deadline) throw new Error('no event in time');
        await Promise.race([pump(), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
      }
      return queue.shift()!;
    },
    close: () => controller.abort(),
  };
}
