/** What a follower of the Ray registry changes for each snapshot `python -m bridge.cluster watch` prints. */
import { describe, expect, it } from 'vitest';
import { registryChanges, RaySnapshotSchema, type KnownReplica, type RayReplica, type RaySnapshot } from '../../src/bridge/index.js';

const replica = (n: number, url: string, alive = true): RayReplica => ({ replica: n, url, node: '10.0.0.5', backend: 'symbolic', exclusive: false, pid: 100 + n, incarnation: 0, alive });
const snapshot = (...replicas: RayReplica[]): RaySnapshot => ({ registry: 'iteraplan-bridges', found: true, expected: 3, replicas });

describe('registryChanges', () => {
  it('joins replicas that answer, moves restarted ones, and loses or takes back the rest by what the registry heard', () => {
    const known = new Map<number, KnownReplica>();
    expect(registryChanges(known, snapshot(replica(1, 'ws://a:1'), replica(2, 'ws://a:2', false))).map((c) => [c.kind, c.replica.replica])).toEqual([['joined', 1]]);
    known.set(1, { url: 'ws://a:1', alive: true });
    known.set(2, { url: 'ws://a:2', alive: true });
    expect(registryChanges(known, snapshot(replica(1, 'ws://a:1'), replica(2, 'ws://a:2')))).toEqual([]);
    expect(registryChanges(known, snapshot(replica(1, 'ws://a:1', false), replica(2, 'ws://b:7'))).map((c) => [c.kind, c.replica.replica])).toEqual([
      ['lost', 1],
      ['moved', 2],
    ]);
    known.set(1, { url: 'ws://a:1', alive: false });
    expect(registryChanges(known, snapshot(replica(1, 'ws://a:1'))).map((c) => c.kind)).toEqual(['back']);
  });

  it('changes nothing for a registry that is gone or restarting (no replicas listed)', () => {
    const known = new Map<number, KnownReplica>([[1, { url: 'ws://a:1', alive: true }]]);
    expect(registryChanges(known, { registry: 'r', found: false, expected: 0, replicas: [] })).toEqual([]);
  });

  it('reads the watch line, and refuses one that is not a registry snapshot', () => {
    const line = '{"expected": 1, "found": true, "registry": "r", "replicas": [{"alive": true, "backend": "symbolic", "exclusive": false, "incarnation": 2, "node": "127.0.0.3", "pid": 9, "replica": 1, "url": "ws://127.0.0.3:4100"}]}';
    expect(RaySnapshotSchema.parse(JSON.parse(line)).replicas[0]).toMatchObject({ replica: 1, incarnation: 2, url: 'ws://127.0.0.3:4100' });
    expect(RaySnapshotSchema.safeParse({ registry: 'r', found: true, expected: 1, replicas: [{ replica: 0, url: 'http://x' }] }).success).toBe(false);
  });
});
