/**
 * Code valid by construction: the program asked for as a JSON object whose schema enumerates the
 * skill names, each skill's parameters, and the scene's object types and ids. A server that
 * enforces the schema (json_schema, or llama-cpp-python's json_object with a schema) cannot
 * produce an unknown skill, a wrong number of arguments or an object the room does not have; the
 * reply is then printed as the skill code the person reads and approves.
 */
import { z } from 'zod';
import { printSkillCall } from '../code/index.js';
import type { ArgumentChoice } from '../world/index.js';
import type { SkillSignature } from './planner.js';

/** Bounds that keep a looping model from filling its context inside the program (a small model repeated one call 23 times). */
export const PROGRAM_LIMITS = { subtasks: 10, callsPerSubtask: 10, subtaskText: 120, functionName: 40 } as const;

/** The schema name of a program reply. */
export const programSchemaName = 'skill_program';

/** What a program may name: the library's skills and the scene's objects (ids, types, derivable types). */
export interface ProgramVocabulary {
  skills: readonly SkillSignature[];
  objects: readonly string[];
  /**
   * The plan's subtask count, when the program is to cover the whole plan: the program then has
   * at least that many subtasks (a small model otherwise stops after the first one).
   */
  planSubtasks?: number;
  /**
   * For each skill, the ways it can be called (world/argument-choices.ts): each parameter then
   * takes only the names its skill can act on, and a skill with no way is left out. Absent: every
   * parameter takes every object.
   */
  choices?: ReadonlyMap<string, readonly ArgumentChoice[]>;
}

/** One skill call of a program reply: `{skill, <param>: object, ...}` (an optional parameter may be null). */
export type ProgramCall = { skill: string } & Record<string, string | null>;

/** A program reply. */
export interface ProgramReply {
  function: string;
  subtasks: { subtask: string; calls: ProgramCall[] }[];
}

/**
 * The zod schema of a program for this vocabulary: the type, the validation of the reply and the
 * JSON schema sent to the server. Every call is one of the skills, with exactly its parameters.
 */
export function programSchema(vocabulary: ProgramVocabulary): z.ZodType<ProgramReply> {
  const names = [...new Set(vocabulary.objects)].sort();
  if (names.length === 0 || vocabulary.skills.length === 0) throw new Error('a program schema needs at least one skill and one object');
  const every = z.enum(names as [string, ...string[]]);
  // One enum per distinct list, so the JSON schema carries each long list once (as a $defs entry).
  const enums = new Map<string, z.ZodEnum>();
  const enumOf = (list: readonly string[]) => {
    const sorted = [...new Set(list)].sort();
    const key = sorted.join('\n');
    if (key === names.join('\n')) return every;
    if (!enums.has(key)) enums.set(key, z.enum(sorted as [string, ...string[]]));
    return enums.get(key)!;
  };
  const calls = vocabulary.skills.flatMap((skill) => {
    const ways = vocabulary.choices?.get(skill.name) ?? [Object.fromEntries(skill.params.map((p) => [p.name, names]))];
    return ways.map((way) =>
      z
        .object({
          skill: z.literal(skill.name),
          ...Object.fromEntries(
            skill.params.map((p) => {
              const allowed = way[p.name] ?? names;
              // An optional parameter nothing in the room fits (no detergent) can only be left out.
              if (allowed.length === 0) return [p.name, z.null()];
              const object = enumOf(allowed);
              return [p.name, p.optional ? object.nullable() : object];
            }),
          ),
        })
        .strict(),
    );
  });
  if (calls.length === 0) throw new Error('no skill of the library can act on any object of this room');
  const call = calls.length === 1 ? calls[0]! : z.union(calls as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  return z
    .object({
      function: z
        .string()
        .regex(/^[a-z][a-z0-9_]*$/)
        .max(PROGRAM_LIMITS.functionName)
        .describe('The task as a snake_case function name, e.g. make_toast.'),
      subtasks: z
        .array(
          z
            .object({
              subtask: z.string().min(1).max(PROGRAM_LIMITS.subtaskText).describe('The subtask in a few words.'),
              calls: z.array(call).min(1).max(PROGRAM_LIMITS.callsPerSubtask),
            })
            .strict(),
        )
        .min(Math.max(1, Math.min(vocabulary.planSubtasks ?? 1, PROGRAM_LIMITS.subtasks)))
        .max(PROGRAM_LIMITS.subtasks),
    })
    .strict() as unknown as z.ZodType<ProgramReply>;
}

/**
 * The reply as skill code: one `def`, a `# SubTask n:` comment before each subtask's calls, and
 * the call of the function; what the person approves and what runs.
 */
export function printProgramReply(reply: ProgramReply, skills: readonly SkillSignature[]): string {
  const byName = new Map(skills.map((s) => [s.name, s] as const));
  const lines = [`def ${reply.function}():`];
  reply.subtasks.forEach((subtask, i) => {
    lines.push(`    # SubTask ${i + 1}: ${oneLine(subtask.subtask)}`);
    for (const call of subtask.calls) {
      const params = byName.get(call.skill)?.params ?? [];
      // Arguments in the skill's parameter order; a trailing optional one left null is left out.
      const args = params.map((p) => call[p.name]).filter((value): value is string => typeof value === 'string');
      lines.push(`    ${printSkillCall({ skill: call.skill, args })}`);
    }
  });
  return `${lines.join('\n')}\n\n${reply.function}()\n`;
}

/** Comment text on one line, without control characters. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
