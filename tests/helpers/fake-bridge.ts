/**
 * A scripted WebSocket peer for client tests that need replies a real bridge never sends
 * (malformed, out of order, late). `answer` decides the reply to each request (undefined: none);
 * `broadcast` sends raw frames to every connected client; `received(n)` resolves once n requests
 * have arrived.
 */
import { WebSocketServer } from 'ws';

export interface FakeBridge {
  url: string;
  broadcast(frames: readonly string[]): void;
  received(count: number): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export function startFakeBridge(answer: (request: Record<string, unknown>) => unknown): Promise<FakeBridge> {
  const requests: Record<string, unknown>[] = [];
  const waiters: { count: number; resolve: (r: Record<string, unknown>[]) => void }[] = [];
  const notify = (): void => {
    for (const waiter of [...waiters]) {
      if (requests.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(requests.slice(0, waiter.count));
      }
    }
  };
  return new Promise((resolve) => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        url: `ws://127.0.0.1:${port}`,
        broadcast: (frames) => {
          for (const client of server.clients) for (const frame of frames) client.send(frame);
        },
        received: (count) =>
          new Promise((done) => {
            waiters.push({ count, resolve: done });
            notify();
          }),
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const request = JSON.parse(data.toString()) as Record<string, unknown>;
        requests.push(request);
        notify();
        const reply = answer(request);
        if (reply !== undefined) socket.send(typeof reply === 'string' ? reply : JSON.stringify(reply));
      });
    });
  });
}
