// Types of ray-local.mjs (a local Ray cluster for the Ray tests and benchmark).
import type { ChildProcess } from 'node:child_process';

export interface RayNode {
  readonly ip: string;
  readonly process: ChildProcess;
  /** Everything the node's `ray start` printed (for failure messages). */
  output(): string;
}

export interface LocalRayCluster {
  /** HOST:PORT of the head's GCS, what `--ray` takes. */
  readonly address: string;
  readonly head: RayNode;
  readonly workers: RayNode[];
  /** Kills a worker node at once (SIGKILL to its `ray start`; Ray's processes share its fate). */
  killWorker(worker: RayNode): void;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  workers?: number;
  headCpus?: number;
  workerCpus?: number;
  /** How long a node may take to start (default 90 s). */
  startTimeoutMs?: number;
}

export function rayPython(): string;
export function rayAvailability(): { ok: true; version: string } | { ok: false; why: string };
export function freePort(): Promise<number>;
export function startLocalRayCluster(options?: ClusterOptions): Promise<LocalRayCluster>;
