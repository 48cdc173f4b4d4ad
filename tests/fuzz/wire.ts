/** A raw WebSocket connection for fuzzing: send any frame, read the next reply, nothing checked. */
import WebSocket from 'ws';
import { EVENT_BOUND_MS } from '../helpers/wait.js';

export class Wire {
  private readonly replies: Array<{ data: string; binary: boolean }> = [];
  private waiting: ((reply: { data: string; binary: boolean } | Error) => void) | undefined;
  private closed: Error | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data, binary) => this.push({ data: data.toString(), binary }));
    socket.on('close', (code) => this.end(new Error(`connection closed (${code})`)));
    socket.on('error', (error) => this.end(error));
  }

  static open(url: string, token: string): Promise<Wire> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` }, maxPayload: 64 * 1024 * 1024 });
      socket.once('open', () => resolve(new Wire(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends `frame` (a string as a text frame, bytes as a binary frame) and waits for one reply. */
  exchange(frame: string | Uint8Array, timeoutMs = EVENT_BOUND_MS): Promise<{ data: string; binary: boolean }> {
    this.socket.send(frame, { binary: typeof frame !== 'string' });
    return this.next(timeoutMs);
  }

  next(timeoutMs: number): Promise<{ data: string; binary: boolean }> {
    const queued = this.replies.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed) return Promise.reject(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error(`no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting = (reply) => {
        clearTimeout(timer);
        this.waiting = undefined;
        if (reply instanceof Error) reject(reply);
        else resolve(reply);
      };
    });
  }

  close(): void {
    this.socket.close();
  }

  private push(reply: { data: string; binary: boolean }): void {
    if (this.waiting) this.waiting(reply);
    else this.replies.push(reply);
  }

  private end(error: Error): void {
    this.closed ??= error;
    this.waiting?.(error);
  }
}
