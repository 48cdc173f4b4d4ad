/**
 * A WebSocket proxy in front of a real bridge that forwards everything until the first `step`
 * request, which it holds (never forwards) and reports. A test uses it to stop a planning
 * process at the exact point between approval and execution.
 */
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { AddressInfo } from 'node:net';

export interface BridgeGate {
  /** `ws://127.0.0.1:PORT` to give the process as `--bridge`. */
  url: string;
  /** Resolves when the first `step` request arrived (and was held). */
  firstStep: Promise<void>;
  close(): Promise<void>;
}

export async function startBridgeGate(upstreamUrl: string, token: string): Promise<BridgeGate> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let stepped!: () => void;
  const firstStep = new Promise<void>((resolve) => (stepped = resolve));
  const upstreams = new Set<WebSocket>();

  server.on('connection', (client) => {
    const upstream = new WebSocket(upstreamUrl, { headers: { Authorization: `Bearer ${token}` } });
    upstreams.add(upstream);
    const pending: RawData[] = [];
    let held = false;
    const forward = (data: RawData) => (upstream.readyState === WebSocket.OPEN ? upstream.send(data.toString()) : pending.push(data));
    upstream.on('open', () => pending.splice(0).forEach((data) => upstream.send(data.toString())));
    upstream.on('message', (data) => client.send(data.toString()));
    upstream.on('close', () => client.close());
    client.on('close', () => upstream.close());
    client.on('message', (data) => {
      if (held) return;
      const request = JSON.parse(data.toString()) as { op?: unknown };
      if (request.op === 'step') {
        held = true;
        stepped();
        return;
      }
      forward(data);
    });
  });

  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstStep,
    close: async () => {
      for (const socket of upstreams) socket.terminate();
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
