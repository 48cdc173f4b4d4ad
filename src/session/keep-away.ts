/**
 * Lasting preferences about who does what ("don't let the robot near the stove"): in the
 * allocation, a call whose objects an agent is kept away from goes to the best other agent that
 * can do it; where none can, it stays, and the person is told it breaks the preference.
 */
import { mapSkillCalls, type Allocation } from '../allocation/index.js';
import { flattenSteps, type Program } from '../code/index.js';
import type { Preference } from '../preferences/index.js';
import type { World } from '../world/index.js';
import type { BrokenPreference } from './preference-breaches.js';

/** One "keep away" statement: the agent, the types, and the words. */
export interface KeepAway {
  /** The statement's id in the store. */
  id: string;
  agent: string;
  types: readonly string[];
  text: string;
}

/** The keep-away statements among `preferences`. */
export function keepAways(preferences: readonly Preference[]): KeepAway[] {
  return preferences.flatMap((p) => (p.rule !== null && 'keepAway' in p.rule ? [{ ...p.rule.keepAway, text: p.text, id: p.id }] : []));
}

/** The types of the objects each skill call of `program` names, by line. */
export function typesByLine(program: Program, world: Pick<World, 'scene'>): Map<number, Set<string>> {
  const typeOfId = new Map(world.scene.objects.map((o) => [o.id, o.type] as const));
  const byLine = new Map<number, Set<string>>();
  for (const call of flattenSteps(program)) {
    const types = byLine.get(call.line) ?? new Set<string>();
    for (const arg of call.args) types.add(typeOfId.get(arg) ?? arg.split('|')[0]!);
    byLine.set(call.line, types);
  }
  return byLine;
}

/** Whether `agent` is kept away from a call naming `types`: the statement that says so. */
function breaks(agent: string, types: ReadonlySet<string>, rules: readonly KeepAway[]): KeepAway | undefined {
  return rules.find((r) => r.agent === agent && r.types.some((t) => types.has(t)));
}

/** The allocation with every call the preferences keep its agent away from given to another agent where one can do it; and what was done. */
export function honourKeepAway(allocation: Allocation, rules: readonly KeepAway[], world: Pick<World, 'scene'>): { allocation: Allocation; notes: string[] } {
  if (rules.length === 0) return { allocation, notes: [] };
  const types = typesByLine(allocation.program, world);
  const notes: string[] = [];
  const moved = new Map<number, string>();
  for (const row of allocation.rows) {
    const named = types.get(row.line) ?? new Set<string>();
    const rule = breaks(row.agent, named, rules);
    if (rule === undefined) continue;
    const others = Object.entries(row.scores).filter(([agent, score]) => agent !== row.agent && score > 0 && breaks(agent, named, rules) === undefined).sort((a, b) => b[1] - a[1]);
    const other = others[0]?.[0];
    if (other === undefined) notes.push(`Line ${row.line} (${row.call}) stays with the ${row.agent}: no other agent can do it, though "${rule.text}".`);
    else {
      moved.set(row.line, other);
      notes.push(`Line ${row.line} (${row.call}) goes to the ${other}, not the ${row.agent}: "${rule.text}".`);
    }
  }
  if (moved.size === 0) return { allocation, notes };
  return {
    allocation: {
      rows: allocation.rows.map((r) => (moved.has(r.line) ? { ...r, agent: moved.get(r.line)! } : r)),
      program: mapSkillCalls(allocation.program, (call) => (moved.has(call.line) ? { ...call, agent: moved.get(call.line)! } : call)),
    },
    notes,
  };
}

/** The calls of an allocated program that break a keep-away statement: typed (result.json), each with its words. */
export function keepAwayBroken(allocation: Allocation, rules: readonly KeepAway[], world: Pick<World, 'scene'>): BrokenPreference[] {
  const types = typesByLine(allocation.program, world);
  return allocation.rows.flatMap((row): BrokenPreference[] => {
    const named = types.get(row.line) ?? new Set<string>();
    const rule = breaks(row.agent, named, rules);
    if (rule === undefined) return [];
    const kept = rule.types.filter((t) => named.has(t));
    return [{ id: rule.id, text: rule.text, kind: 'keepAway', line: row.line, types: kept, agent: row.agent, words: `line ${row.line}: the ${row.agent} does ${row.call}, though "${rule.text}"` }];
  });
}

/** The same in words, for the approval screen. */
export function keepAwayBreaches(allocation: Allocation, rules: readonly KeepAway[], world: Pick<World, 'scene'>): string[] {
  return keepAwayBroken(allocation, rules, world).map((b) => b.words);
}
