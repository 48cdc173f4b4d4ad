/**
 * Who does what, said in words at the allocation step ("let the robot do the cutting", "I'll do
 * the eggs"), as the lines it gives to another agent: the calls of the skills it names, or acting
 * on the objects it names, or every call; each to the team's agent of that kind that can do it
 * best. Words that name no call, or a call no such agent can do, change nothing and say why.
 */
import { whyNot, type Allocation } from '../allocation/index.js';
import { flattenSteps } from '../code/index.js';
import { typeOfId } from '../goals/index.js';
import type { AllocationWords } from '../planning/index.js';
import type { World } from '../world/index.js';

/** The lines to give to another agent (empty: they are that agent's already), or why none can be. */
export function reassignmentsOf(words: AllocationWords, allocation: Allocation, world: Pick<World, 'team' | 'skills' | 'scene'>): { line: number; agent: string }[] | string {
  const agents = world.team.agents.filter((a) => a.kind === words.agentKind).map((a) => a.name);
  const who = words.agentKind === 'robot' ? 'the robot' : 'you';
  if (agents.length === 0) return `the team ${world.team.name} has no ${words.agentKind}`;
  const typeOf = new Map(world.scene.objects.map((o) => [o.id, o.type] as const));
  const argsOf = new Map(flattenSteps(allocation.program).map((s) => [s.line, s.args.map((a) => typeOf.get(a) ?? (a.includes('|') ? typeOfId(a) : a))] as const));
  const rows = allocation.rows.filter(
    (r) => words.all || ((words.skills.length === 0 || words.skills.includes(r.skill)) && (words.types.length === 0 || (argsOf.get(r.line) ?? []).some((t) => words.types.includes(t)))),
  );
  if (rows.length === 0) return `no line of the plan is '${words.words}'`;
  const changes: { line: number; agent: string }[] = [];
  for (const row of rows) {
    if (agents.includes(row.agent)) continue;
    const able = agents.filter((a) => (row.scores[a] ?? 0) > 0).sort((a, b) => (row.scores[b] ?? 0) - (row.scores[a] ?? 0));
    if (able.length === 0) return `${who} cannot do line ${row.line}, ${row.call}: ${whyNot(row, { team: world.team, skills: world.skills }, agents[0]!)}`;
    changes.push({ line: row.line, agent: able[0]! });
  }
  return changes;
}
