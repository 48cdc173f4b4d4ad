/**
 * The compact program format: code valid by construction in tens of tokens instead of hundreds.
 * A reply is the function name on the first line, then for each of the plan's subtasks a line
 * `# n <the subtask>` followed by one line per call: the skill and its arguments, separated by
 * spaces:
 *
 *     make_toast
 *     # 1 Slice the bread.
 *     SliceObject Bread Knife
 *     # 2 Toast a slice.
 *     PutObject BreadSliced Toaster
 *     SwitchOn Toaster
 *
 * The subtask lines are the plan's own words, which the grammar writes out in full (the model
 * chooses none of them; a small model that writes calls right after the step they do stays on
 * the plan, where bare numbers made it wander).
 * A server that takes a GBNF grammar (llama.cpp's `grammar`) is held to it: the grammar is built
 * from the same skill and object lists as the JSON program schema (program-schema.ts), and a whole
 * program covers every subtask of the plan in order. The reply is then turned into the JSON program and checked
 * by that same zod schema, so a compact reply passes exactly the checks a JSON one does. The
 * subtask texts are the plan's own, not asked for again.
 */
import { z } from 'zod';
import { gbnfLiteral as literal, type CompactForm } from './compact-form.js';
import { PROGRAM_LIMITS, programSchema, type ProgramCall, type ProgramReply, type ProgramVocabulary } from './program-schema.js';

/** The plan a compact program serves: its subtask texts (line numbers refer to them). */
export interface CompactPlan {
  subtasks: readonly string[];
  /** True when the program must cover every subtask (false: the remaining steps after a failure). */
  whole: boolean;
}

/** The grammar, and how to read and check a reply in the compact format. */
export type CompactProgram = CompactForm<ProgramReply>;

const NAME = /^[a-z][a-z0-9_]*$/;
const HEADER = /^# (\d+)(?: .*)?$/;
const CALL = /^([A-Za-z]+)((?: \S+)*)$/;

/**
 * The compact format for a vocabulary and a plan.
 * @throws Error when no skill can act on any object (as programSchema)
 */
export function compactProgram(vocabulary: ProgramVocabulary, plan: CompactPlan): CompactProgram {
  const subtasks = Math.max(1, Math.min(plan.subtasks.length, PROGRAM_LIMITS.subtasks));
  const texts = Array.from({ length: subtasks }, (_, i) => subtaskText(plan.subtasks[i], i + 1));
  const schema = programSchema(plan.whole ? { ...vocabulary, planSubtasks: subtasks } : { ...vocabulary, planSubtasks: 1 });
  const grammar = buildGrammar(vocabulary, texts, plan.whole);
  const params = new Map(vocabulary.skills.map((s) => [s.name, s.params] as const));

  type Line = { header: number } | { skill: string; args: string[]; text: string };
  const parse = (text: string): { name: string; lines: Line[] } | undefined => {
    const rows = text.replace(/\r/g, '').trim().split('\n');
    const name = rows.shift()?.trim() ?? '';
    if (!NAME.test(name)) return undefined;
    const lines: Line[] = [];
    for (const raw of rows) {
      const row = raw.trim();
      if (row === '') continue;
      const header = HEADER.exec(row);
      if (header !== null) {
        lines.push({ header: Number(header[1]) });
        continue;
      }
      const call = CALL.exec(row);
      if (call === null || !params.has(call[1]!)) return undefined;
      lines.push({ skill: call[1]!, args: call[2]!.trim() === '' ? [] : call[2]!.trim().split(' '), text: row });
    }
    return lines.some((l) => 'skill' in l) ? { name, lines } : undefined;
  };

  return {
    grammar,
    read(text) {
      const parsed = parse(text);
      if (parsed === undefined) return { ok: false, problem: 'the reply is not in the program format: a snake_case name on the first line, then for each subtask a line "# n <subtask>" and its calls, one a line: skill and arguments' };
      const groups: { n: number; calls: ProgramCall[] }[] = [];
      for (const line of parsed.lines) {
        if ('header' in line) {
          const last = groups.at(-1);
          if (line.header < 1 || line.header > subtasks) return { ok: false, problem: `subtask numbers go from 1 to ${subtasks}; a line has ${line.header}` };
          if (last !== undefined && line.header <= last.n) return { ok: false, problem: `the subtasks must follow the plan in order; subtask ${line.header} comes after subtask ${last.n}` };
          groups.push({ n: line.header, calls: [] });
          continue;
        }
        const group = groups.at(-1);
        if (group === undefined) return { ok: false, problem: `the call "${line.text}" comes before any subtask line "# n <subtask>"` };
        const skillParams = params.get(line.skill)!;
        if (line.args.length > skillParams.length || line.args.length < skillParams.filter((p) => !p.optional).length) {
          return { ok: false, problem: `${line.skill} takes ${skillParams.map((p) => (p.optional ? `${p.name}?` : p.name)).join(', ')}; the line "${line.text}" gives ${line.args.length} argument(s)` };
        }
        group.calls.push({ skill: line.skill, ...Object.fromEntries(skillParams.map((p, i) => [p.name, line.args[i] ?? null])) } as ProgramCall);
      }
      const empty = groups.find((g) => g.calls.length === 0);
      if (empty !== undefined) return { ok: false, problem: `subtask ${empty.n} has no call` };
      const reply = { function: parsed.name, subtasks: groups.map((g) => ({ subtask: texts[g.n - 1]!, calls: g.calls })) };
      const checked = schema.safeParse(reply);
      return checked.success ? { ok: true, value: checked.data } : { ok: false, problem: z.prettifyError(checked.error) };
    },
  };
}

/** A subtask's text as the program comment carries it (within the JSON program's bound). */
function subtaskText(text: string | undefined, n: number): string {
  const one = (text ?? `Subtask ${n}`).replace(/\s+/g, ' ').trim() || `Subtask ${n}`;
  return one.length <= PROGRAM_LIMITS.subtaskText ? one : `${one.slice(0, PROGRAM_LIMITS.subtaskText - 1)}…`;
}

/**
 * The GBNF grammar: the name line, then for each subtask 1..n in order its line (the plan's words)
 * and its call lines (a whole program; otherwise any of the subtasks, in order), each call one of
 * the skills with the objects each parameter can take.
 */
function buildGrammar(vocabulary: ProgramVocabulary, texts: readonly string[], whole: boolean): string {
  const names = [...new Set(vocabulary.objects)].sort();
  const lists = new Map<string, string>();
  const listRule = (list: readonly string[]) => {
    const sorted = [...new Set(list)].sort();
    const key = sorted.join('\n');
    if (!lists.has(key)) lists.set(key, `obj${lists.size + 1}`);
    return lists.get(key)!;
  };
  const alternatives: string[] = [];
  for (const skill of vocabulary.skills) {
    const ways = vocabulary.choices?.get(skill.name) ?? [Object.fromEntries(skill.params.map((p) => [p.name, names]))];
    for (const way of ways) {
      const parts = [literal(skill.name)];
      for (const p of skill.params) {
        const allowed = way[p.name] ?? names;
        if (allowed.length === 0) continue; // an optional parameter nothing here fits is left out
        const arg = `" " ${listRule(allowed)}`;
        parts.push(p.optional ? `( ${arg} )?` : arg);
      }
      alternatives.push(parts.join(' '));
    }
  }
  if (alternatives.length === 0) throw new Error('no skill of the library can act on any object of this room');
  const n = texts.length;
  const header = (i: number) => literal(`# ${i + 1} ${texts[i]}\n`);
  const calls = `( call "\\n" ){1,${PROGRAM_LIMITS.callsPerSubtask}}`;
  const rules = [`root ::= name "\\n" s1`, 'name ::= [a-z] [a-z0-9_]{0,39}', `call ::= ${alternatives.join(' | ')}`];
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? ` s${i + 2}` : '';
    // A whole program has every subtask; the remaining steps after a failure may skip some.
    rules.push(whole ? `s${i + 1} ::= ${header(i)} ${calls}${next}` : `s${i + 1} ::= ( ${header(i)} ${calls} )?${next}`);
  }
  for (const [key, rule] of lists) rules.push(`${rule} ::= ${key.split('\n').map(literal).join(' | ')}`);
  return `${rules.join('\n')}\n`;
}
