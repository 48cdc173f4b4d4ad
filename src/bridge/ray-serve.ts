/**
 * `iteraplan bridge --ray ADDRESS --replicas N`: bridge replicas as Ray actors, placed by Ray on
 * the cluster's nodes (GPUs for AI2-THOR, CPUs for the symbolic world) and restarted by it, with
 * their addresses in a registry that `iteraplan experiment --ray` follows (docs/cluster.md). This
 * runs `python -m bridge.cluster serve` in the foreground: one listening line per address a
 * replica takes; Ctrl-C stops the replicas.
 */
import { resolve } from 'node:path';
import { InputError } from '../errors.js';
import { findProjectRoot } from '../world/index.js';
import { spawnBridge } from './bridge-process.js';
import { renderArgs, timingArgs, type RenderOptions } from './launcher.js';
import { resolvePython } from './python.js';

export interface RayReplicaOptions {
  /** `auto`, HOST:PORT of the head, or ray://HOST:PORT. */
  address: string;
  replicas: number;
  backend: string;
  /** Required: the replicas listen on their nodes' addresses (passed through the environment). */
  token?: string | undefined;
  registry?: string | undefined;
  cpusPerReplica?: number | undefined;
  gpusPerReplica?: number | undefined;
  /** Restarts of a replica by Ray; -1 (default): always. */
  maxRestarts?: number | undefined;
  scenesDir?: string | undefined;
  render?: RenderOptions | undefined;
  stepDelayMs?: number | undefined;
  exclusive?: boolean | undefined;
  env?: NodeJS.ProcessEnv;
  root?: string;
}

/** The arguments of `python -m bridge.cluster` (`serve ...`) for `options`. */
export function rayServeArgs(options: RayReplicaOptions): string[] {
  const args = ['serve', '--address', options.address, '--replicas', String(options.replicas), '--backend', options.backend];
  if (options.registry !== undefined) args.push('--registry', options.registry);
  if (options.cpusPerReplica !== undefined) args.push('--cpus-per-replica', String(options.cpusPerReplica));
  if (options.gpusPerReplica !== undefined) args.push('--gpus-per-replica', String(options.gpusPerReplica));
  if (options.maxRestarts !== undefined) args.push('--max-restarts', String(options.maxRestarts));
  if (options.scenesDir !== undefined) args.push('--scenes', resolve(options.scenesDir));
  args.push(...renderArgs(options.render), ...timingArgs(options));
  return args;
}

/**
 * Runs the replicas until a signal stops them; resolves with the exit code.
 * @throws InputError when no token is given
 */
export async function runRayReplicas(options: RayReplicaOptions): Promise<number> {
  const root = options.root ?? findProjectRoot();
  const env = options.env ?? process.env;
  const token = options.token ?? env['ITERAPLAN_BRIDGE_TOKEN'];
  if (token === undefined || token === '') {
    throw new InputError('bridge replicas on a Ray cluster listen on their nodes\' addresses and need a token: pass --token T or set ITERAPLAN_BRIDGE_TOKEN (experiments then connect with the same one)');
  }
  const python = await resolvePython(root, env);
  // In the foreground like `iteraplan bridge`; the Ray driver exits with us, and its actors with it.
  const serve = spawnBridge({ python, root, env, module: 'bridge.cluster', args: rayServeArgs(options), token, stdout: 'inherit', stderr: 'inherit', onSignal: 'forward' });
  const result = await serve.exited;
  return result.exitCode ?? (result.signal === 'SIGINT' || result.signal === 'SIGTERM' ? 0 : 1);
}
