/** `iteraplan bank stats`: what a bank holds, counted, in a few lines. */
import type { Bank } from '../planning/index.js';

function counted(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function line(label: string, pairs: readonly [string, number][]): string {
  return `${label}: ${pairs.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`;
}

export function bankStats(bank: Bank): string {
  const { manifest, examples } = bank;
  const rejected = Object.entries(manifest.rejected).filter(([, n]) => n > 0) as [string, number][];
  const kinds = counted(examples.map((e) => e.taskType.split(':')[0]!));
  return [
    `Plan bank ${bank.dir}: ${examples.length} verified examples (schema ${manifest.schemaVersion}, seed ${manifest.seed}, content ${manifest.contentHash.slice(0, 12)})`,
    line('Sources', counted(examples.map((e) => e.source.kind))),
    line('Teachers', counted(examples.map((e) => e.source.teacher))),
    line('Splits', counted(examples.map((e) => e.split))),
    `Floorplans: train ${manifest.floorplans.train?.length ?? 0}, validation ${manifest.floorplans.validation?.length ?? 0} (none shared)`,
    line('Rooms', counted(examples.map((e) => e.roomType))),
    line('Kinds of task', kinds),
    line('Task types (top 12)', counted(examples.map((e) => e.taskType)).slice(0, 12)),
    line('Dropped', rejected.sort((a, b) => b[1] - a[1])),
    `Duplicates dropped: ${manifest.duplicates}`,
    `Build: ${manifest.build.seconds.toFixed(0)} s with ${JSON.stringify(manifest.build.options)}`,
  ].join('\n');
}
