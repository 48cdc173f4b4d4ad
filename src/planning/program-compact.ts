/**
 * The compact program format: code valid by construction in tens of tokens instead of hundreds.
 * A reply is the function name on the first line, then one line per call: the number of the plan's
 * subtask it serves, the skill and its arguments, separated by spaces:
 *
 *     make_toast
 *     1 SliceObject Bread Knife
 *     2 PutObject BreadSliced Toaster
 *     2 SwitchOn Toaster
 *
 * A server that takes a GBNF grammar (llama.cpp's `grammar`) is held to it: the grammar is built
 * from the same skill and object lists as the JSON program schema (program-schema.ts), and a whole
 * program covers every subtask of the plan in order. The reply is then turned into the JSON program and checked
 * by that same zod schema, so a compact reply passes exactly the checks a JSON one does. The
 * subtask texts are the plan's own, not asked for again.
 */
import { z } from 'zod';
import { PROGRAM_LIMITS, programSchema, type ProgramCall, type ProgramReply, type ProgramVocabulary } from './program-schema.js';

/** The plan a compact program serves: its subtask texts (line numbers refer to them). */
export interface CompactPlan {
  subtasks: readonly string[];
  /** True when the program must cover every subtask (false: the remaining steps after a failure). */
  whole: boolean;
}

/** The grammar, and how to read and check a reply in the compact format. */
export interface CompactProgram {
  /** The GBNF grammar a server holds the reply to. */
  grammar: string;
  /** Whether the text has the compact shape at all (a server that ignored the grammar gives something else). */
  hasShape(text: string): boolean;
  /** The reply as a checked JSON program, or what is wrong with it (worded for the model). */
  read(text: string): { ok: true; value: ProgramReply } | { ok: false; problem: string };
}

const NAME = /^[a-z][a-z0-9_]*$/;
const LINE = /^(\d+) ([A-Za-z]+)((?: \S+)*)$/;

/**
 * The compact format for a vocabulary and a plan.
 * @throws Error when no skill can act on any object (as programSchema)
 */
export function compactProgram(vocabulary: ProgramVocabulary, plan: CompactPlan): CompactProgram {
  const subtasks = Math.max(1, Math.min(plan.subtasks.length, PROGRAM_LIMITS.subtasks));
  const schema = programSchema(plan.whole ? { ...vocabulary, planSubtasks: subtasks } : { ...vocabulary, planSubtasks: 1 });
  const grammar = buildGrammar(vocabulary, subtasks, plan.whole);
  const params = new Map(vocabulary.skills.map((s) => [s.name, s.params] as const));

  const parse = (text: string): { ok: true; name: string; lines: { n: number; skill: string; args: string[] }[] } | { ok: false } => {
    const rows = text.replace(/\r/g, '').trim().split('\n');
    const name = rows.shift()?.trim() ?? '';
    if (!NAME.test(name)) return { ok: false };
    const lines = [];
    for (const row of rows) {
      if (row.trim() === '') continue;
      const m = LINE.exec(row.trim());
      if (m === null || !params.has(m[2]!)) return { ok: false };
      lines.push({ n: Number(m[1]), skill: m[2]!, args: m[3]!.trim() === '' ? [] : m[3]!.trim().split(' ') });
    }
    return lines.length === 0 ? { ok: false } : { ok: true, name, lines };
  };

  return {
    grammar,
    hasShape: (text) => parse(text).ok,
    read(text) {
      const parsed = parse(text);
      if (!parsed.ok) return { ok: false, problem: 'the reply is not in the program format: a snake_case name on the first line, then one line per call: subtask number, skill, arguments' };
      const groups: { n: number; calls: ProgramCall[] }[] = [];
      for (const line of parsed.lines) {
        const skillParams = params.get(line.skill)!;
        if (line.args.length > skillParams.length || line.args.length < skillParams.filter((p) => !p.optional).length) {
          return { ok: false, problem: `${line.skill} takes ${skillParams.map((p) => (p.optional ? `${p.name}?` : p.name)).join(', ')}; the line "${line.n} ${line.skill} ${line.args.join(' ')}" gives ${line.args.length} argument(s)` };
        }
        if (line.n < 1 || line.n > subtasks) return { ok: false, problem: `subtask numbers go from 1 to ${subtasks}; a line has ${line.n}` };
        const last = groups.at(-1);
        if (last !== undefined && line.n < last.n) return { ok: false, problem: `the lines must follow the plan's subtasks in order; subtask ${line.n} comes after subtask ${last.n}` };
        const call = { skill: line.skill, ...Object.fromEntries(skillParams.map((p, i) => [p.name, line.args[i] ?? null])) } as ProgramCall;
        if (last?.n === line.n) last.calls.push(call);
        else groups.push({ n: line.n, calls: [call] });
      }
      const reply = {
        function: parsed.name,
        subtasks: groups.map((g) => ({ subtask: subtaskText(plan.subtasks[g.n - 1], g.n), calls: g.calls })),
      };
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
 * The GBNF grammar: the name line, then for each subtask 1..n in order its call lines (a whole
 * program; otherwise lines of any subtask), each call one of the skills with the objects each
 * parameter can take.
 */
function buildGrammar(vocabulary: ProgramVocabulary, subtasks: number, whole: boolean): string {
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
  const rules = [`root ::= name "\\n" ${whole ? 's1' : 'any'}`, 'name ::= [a-z] [a-z0-9_]{0,39}', `call ::= ${alternatives.join(' | ')}`];
  const perSubtask = PROGRAM_LIMITS.callsPerSubtask;
  if (whole) {
    // Every subtask of the plan, in order, each with its calls.
    for (let n = 1; n <= subtasks; n++) rules.push(`s${n} ::= ( "${n} " call "\\n" ){1,${perSubtask}}${n < subtasks ? ` s${n + 1}` : ''}`);
  } else {
    // The remaining steps after a failure: any subtasks (their order is checked after parsing).
    rules.push(`any ::= ( num " " call "\\n" ){1,${perSubtask * subtasks}}`, `num ::= ${Array.from({ length: subtasks }, (_, i) => `"${i + 1}"`).join(' | ')}`);
  }
  for (const [key, rule] of lists) rules.push(`${rule} ::= ${key.split('\n').map(literal).join(' | ')}`);
  return `${rules.join('\n')}\n`;
}

/** A GBNF string literal. */
function literal(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
