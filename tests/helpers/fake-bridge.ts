/**
 * A scripted WebSocket peer for client tests that need replies a real bridge never sends
 * (malformed ones). `answer` decides the reply to each request; undefined sends nothing.
 */
import { WebSocketServer } from 'ws';

export interface FakeBridge {
  url: string;
  close(): Promise<void>;
}

export function startFakeBridge(answer: (request: Record<string, unknown>) => unknown): Promise<FakeBridge> {
  return new Promise((resolve) => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        url: `ws://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const reply = answer(JSON.parse(data.toString()) as Record<string, unknown>);
        if (reply !== undefined) socket.send(typeof reply === 'string' ? reply : JSON.stringify(reply));
      });
    });
  });
}
