/**
 * A WebSocket client of the bridge (protocol v1). Every reply is matched to its request by id
 * and validated with zod; a request that gets no answer in time, or whose connection drops,
 * rejects with an EnvironmentError instead of hanging.
 */
import WebSocket from 'ws';
import { EnvironmentError, InputError } from '../errors.js';
import { BridgeProtocolError } from './errors.js';
import { checkBridgeUrl, redactBridgeSecrets, shownBridgeUrl } from './url.js';
import {
  ReplySchema,
  ResultSchemas,
  describeZodError,
  type HelloResult,
  type Op,
  type ResultOf,
  type SimulateOptions,
  type SimulateResult,
  type StateResult,
  type StepParams,
  type StepResult,
} from './protocol.js';

/** Options of {@link BridgeClient.connect}. */
export interface ConnectOptions {
  /** Shared token, sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** How long one request may wait for its reply (default 30 s). */
  timeoutMs?: number;
  /** How long the WebSocket handshake may take (default 10 s). */
  connectTimeoutMs?: number;
  /** Extra words for a lost connection, e.g. the launched bridge's stderr. */
  describeFailure?: () => string;
}

interface Pending {
  op: Op;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export class BridgeClient {
  readonly url: string;
  private readonly socket: WebSocket;
  private readonly timeoutMs: number;
  private readonly describeFailure: () => string;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set once the connection is gone; later requests fail with it at once. */
  private closedReason: string | undefined;

  private constructor(url: string, socket: WebSocket, options: ConnectOptions) {
    this.url = shownBridgeUrl(url);
    this.socket = socket;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.describeFailure = options.describeFailure ?? (() => '');
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    socket.on('close', (code, reason) => {
      const why = reason.length > 0 ? `${code} ${reason.toString()}` : `code ${code}`;
      this.fail(`the bridge at ${this.url} closed the connection (${why})`);
    });
    socket.on('error', (error) => this.fail(`the connection to the bridge at ${this.url} failed: ${redactBridgeSecrets(error.message, url)}`));
  }

  /**
   * Opens a connection; rejects with an EnvironmentError when the bridge cannot be reached, and
   * an InputError when `url` is not a ws:// or wss:// URL. Messages never show a token in the URL.
   */
  static connect(url: string, options: ConnectOptions = {}): Promise<BridgeClient> {
    try {
      checkBridgeUrl(url);
    } catch (error) {
      return Promise.reject(error);
    }
    const shown = shownBridgeUrl(url);
    const clean = (text: string): string => redactBridgeSecrets(text, url);
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const headers: Record<string, string> = {};
    if (options.token !== undefined && options.token !== '') headers['Authorization'] = `Bearer ${options.token}`;
    return new Promise((resolve, reject) => {
      let socket: WebSocket;
      try {
        socket = new WebSocket(url, { headers, handshakeTimeout: connectTimeoutMs, maxPayload: 64 * 1024 * 1024 });
      } catch (error) {
        reject(new InputError(`invalid bridge URL '${shown}': ${clean((error as Error).message)}`, { cause: error }));
        return;
      }
      const onError = (error: Error): void => {
        cleanup();
        reject(new EnvironmentError(`cannot reach the bridge at ${shown}: ${clean(error.message)}`, { cause: error }));
      };
      const onUnexpected = (_req: unknown, res: { statusCode?: number }): void => {
        cleanup();
        // Aborting the handshake makes ws emit an error we have already turned into our own.
        socket.on('error', () => undefined);
        socket.terminate();
        const status = res.statusCode ?? 0;
        const why =
          status === 401 || status === 403
            ? 'it refused the token (set --bridge-token or ITERAPLAN_BRIDGE_TOKEN to the bridge\'s token)'
            : `it answered HTTP ${status} instead of a WebSocket upgrade`;
        reject(new EnvironmentError(`cannot connect to the bridge at ${shown}: ${why}`));
      };
      const onOpen = (): void => {
        cleanup();
        resolve(new BridgeClient(url, socket, options));
      };
      const cleanup = (): void => {
        socket.off('error', onError);
        socket.off('unexpected-response', onUnexpected);
        socket.off('open', onOpen);
      };
      socket.on('error', onError);
      socket.on('unexpected-response', onUnexpected);
      socket.on('open', onOpen);
    });
  }

  /** Protocol version, backend name and the scenes the bridge offers. */
  hello(): Promise<HelloResult> {
    return this.request('hello', {});
  }

  /** Loads `scene` afresh with `agents` (the bridge defaults to robot and human). */
  reset(scene: string, agents?: readonly string[]): Promise<StateResult> {
    return this.request('reset', agents === undefined ? { scene } : { scene, agents: [...agents] });
  }

  /** The current state of the scene's agents and objects. */
  state(): Promise<StateResult> {
    return this.request('state', {});
  }

  /** Runs one atomic action. A failed action resolves with `success: false`. */
  step(params: StepParams): Promise<StepResult> {
    return this.request('step', definedFields(params));
  }

  /**
   * What `steps` would do from the current state, run on a copy of the world: the bridge's
   * prediction (each step's result and the state after them). The episode is not changed.
   */
  simulate(steps: readonly StepParams[], options: SimulateOptions = {}): Promise<SimulateResult> {
    const body: Record<string, unknown> = { steps: steps.map(definedFields) };
    if (options.stopOnFailure !== undefined) body['stopOnFailure'] = options.stopOnFailure;
    if (options.from !== undefined) body['from'] = options.from;
    return this.request('simulate', body);
  }

  /** Closes the connection; pending requests reject. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close(1000, 'client done');
      // A peer that never completes the closing handshake must not keep us waiting.
      setTimeout(() => this.socket.terminate(), 2_000).unref();
    });
  }

  private request<O extends Op>(op: O, params: Record<string, unknown>): Promise<ResultOf<O>> {
    if (this.closedReason !== undefined) {
      return Promise.reject(new EnvironmentError(`cannot send '${op}': ${this.closedReason}`));
    }
    const id = this.nextId++;
    return new Promise<ResultOf<O>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new EnvironmentError(`the bridge at ${this.url} did not answer '${op}' within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { op, resolve: resolve as (result: unknown) => void, reject, timer });
      this.socket.send(JSON.stringify({ id, op, ...params }), (error) => {
        if (error) this.settle(id, new EnvironmentError(`cannot send '${op}' to the bridge: ${error.message}`));
      });
    });
  }

  private onMessage(data: WebSocket.RawData, isBinary: boolean): void {
    if (isBinary) return this.fail('the bridge sent a binary frame; protocol v1 uses JSON text frames');
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return this.fail('the bridge sent a reply that is not JSON');
    }
    const envelope = ReplySchema.safeParse(json);
    if (!envelope.success) {
      return this.fail(`the bridge sent a malformed reply: ${describeZodError(envelope.error, 'reply')}`);
    }
    const reply = envelope.data;
    if (reply.id === null) {
      // Only a request the bridge could not read at all comes back without an id.
      if (!reply.ok) this.fail(`the bridge could not read a request (${reply.error.code}): ${reply.error.message}`);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (pending === undefined) return; // a late reply to a request that already timed out
    if (!reply.ok) {
      return this.settle(reply.id, new BridgeProtocolError(pending.op, reply.error.code, reply.error.message));
    }
    const parsed = ResultSchemas[pending.op].safeParse(reply.result);
    if (!parsed.success) {
      return this.settle(
        reply.id,
        new EnvironmentError(
          `the bridge's reply to '${pending.op}' is invalid: ${describeZodError(parsed.error, 'result')}`,
        ),
      );
    }
    this.settle(reply.id, undefined, parsed.data);
  }

  private settle(id: number, error: Error | undefined, result?: unknown): void {
    const pending = this.pending.get(id);
    if (pending === undefined) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(result);
  }

  /** The connection is unusable: every waiting request rejects now, later ones at once. */
  private fail(reason: string): void {
    this.closedReason ??= reason + this.describeFailure();
    for (const [id, pending] of [...this.pending]) {
      this.settle(id, new EnvironmentError(`no reply to '${pending.op}': ${this.closedReason}`));
    }
    if (this.socket.readyState === WebSocket.OPEN) this.socket.terminate();
  }
}

/** The params without the optional ids left undefined (the bridge refuses unknown or null ones). */
function definedFields(params: StepParams): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) body[key] = value;
  return body;
}
