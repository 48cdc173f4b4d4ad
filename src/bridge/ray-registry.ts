/**
 * The registry of bridge replicas on a Ray cluster, as `python -m bridge.cluster watch` prints it
 * (bridge/cluster/registry.py): one JSON line per change, listing every replica heard from —
 * where it listens now, on which node, and whether it was heard from lately. A replica that Ray
 * restarted listens at a new address under the same number.
 */
import { z } from 'zod';

export const RayReplicaSchema = z.looseObject({
  /** 1-based replica number, stable across restarts. */
  replica: z.number().int().positive(),
  url: z.string().regex(/^ws:\/\//, 'must be a ws:// URL'),
  node: z.string(),
  backend: z.string(),
  exclusive: z.boolean(),
  pid: z.number().int(),
  /** Restarts seen by the registry (it counts from 0 again if the registry itself restarted). */
  incarnation: z.number().int().nonnegative(),
  /** Heard from within the last few seconds (bridge/cluster/registry.py STALE_AFTER_S). */
  alive: z.boolean(),
});
export type RayReplica = z.infer<typeof RayReplicaSchema>;

export const RaySnapshotSchema = z.looseObject({
  registry: z.string(),
  /** False while no registry of that name runs on the cluster. */
  found: z.boolean(),
  /** Replicas the registry's `serve` started. */
  expected: z.number().int().nonnegative(),
  replicas: z.array(RayReplicaSchema),
});
export type RaySnapshot = z.infer<typeof RaySnapshotSchema>;

/** What a follower knows of a replica: where it listens and whether it is in use. */
export interface KnownReplica {
  url: string;
  alive: boolean;
}

/** What changed for one replica since the follower last looked. */
export type RayReplicaChange =
  | { kind: 'joined'; replica: RayReplica }
  /** Restarted by Ray: the same replica at a new address (in use again when `replica.alive`). */
  | { kind: 'moved'; replica: RayReplica }
  | { kind: 'lost'; replica: RayReplica }
  | { kind: 'back'; replica: RayReplica };

/**
 * What a follower that knows `known` must change for `snapshot`, by replica number. A replica
 * missing from the snapshot (the registry is gone or restarting) changes nothing by that alone:
 * a replica is lost when the registry lists it as not heard from, or when its connections fail.
 */
export function registryChanges(known: ReadonlyMap<number, KnownReplica>, snapshot: RaySnapshot): RayReplicaChange[] {
  const changes: RayReplicaChange[] = [];
  for (const replica of snapshot.replicas) {
    const old = known.get(replica.replica);
    if (old === undefined) {
      if (replica.alive) changes.push({ kind: 'joined', replica });
    } else if (old.url !== replica.url) changes.push({ kind: 'moved', replica });
    else if (old.alive !== replica.alive) changes.push({ kind: replica.alive ? 'back' : 'lost', replica });
  }
  return changes;
}
