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

/** manifest.sources.augmentation as `bank build` writes it. */
interface Augmentation {
  from: string | null;
  episodes: number | null;
  failures: number | null;
  readBy?: { alfred: number; words: number; goal: number; room: number } | null;
  rules: { rule: string; failures: number | null }[];
  roomOnlyRules?: number;
  examples: Record<string, number>;
}

/** The build's own counts of its sources (manifest.sources), in words. */
function sourceLines(sources: Record<string, unknown>): string[] {
  const out: string[] = [];
  const alfred = sources['alfred'] as { trajectories: number; leftByCap: number; namedById: number } | undefined;
  if (alfred !== undefined) out.push(`ALFRED: ${alfred.trajectories} train trajectories taken (${alfred.leftByCap} more left by the cap a floorplan); ${alfred.namedById} ran only with objects named by id`);
  const wordings = sources['wordings'] as { rules: { proposed: number; kept: number }; llm: { proposed: number; kept: number } } | undefined;
  if (wordings !== undefined) out.push(`Wordings kept (the household reader reads the same goal, or the run meets its reading): rules ${wordings.rules.kept} of ${wordings.rules.proposed} proposed, LLM ${wordings.llm.kept} of ${wordings.llm.proposed}`);
  const augmentation = sources['augmentation'] as Augmentation | undefined;
  if (augmentation !== undefined) {
    const failed = augmentation.failures === null ? '' : ` (${augmentation.failures} failed of ${augmentation.episodes} episodes)`;
    out.push(`Augmentation from ${augmentation.from ?? 'a failure list'}${failed}: aimed at ${augmentation.rules.map((r) => `${r.rule}${r.failures === null ? '' : ` (${r.failures} failed)`}`).join(', ') || 'nothing'}`);
    // Builds before these counts lack them.
    if (augmentation.readBy != null) {
      const by = augmentation.readBy;
      out.push(`Failures read by ALFRED's task type ${by.alfred}, by their words ${by.words}, by their suite's goal ${by.goal}, by nothing (their room alone) ${by.room}`);
    }
    if (augmentation.roomOnlyRules !== undefined) out.push(`Rules of a room type alone (every task type of the room matches): ${augmentation.roomOnlyRules} of ${augmentation.rules.length}`);
    out.push(line('Augmented examples (generated; and ALFRED examples of an aimed task type)', Object.entries(augmentation.examples).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))));
  }
  return out;
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
    line('Dropped (generated requests)', rejected.filter(([k]) => !k.startsWith('alfred:') && !k.startsWith('paraphrase-')).sort((a, b) => b[1] - a[1])),
    line('Dropped wordings', rejected.filter(([k]) => k.startsWith('paraphrase-')).sort((a, b) => b[1] - a[1])),
    ...(rejected.some(([k]) => k.startsWith('alfred:')) ? [line('Dropped (ALFRED)', rejected.filter(([k]) => k.startsWith('alfred:')).map(([k, n]): [string, number] => [k.slice('alfred:'.length), n]).sort((a, b) => b[1] - a[1]))] : []),
    `Duplicates dropped: ${manifest.duplicates}`,
    ...sourceLines(manifest.sources ?? {}),
    `Build: ${manifest.build.seconds.toFixed(0)} s with ${JSON.stringify(manifest.build.options)}`,
  ].join('\n');
}
