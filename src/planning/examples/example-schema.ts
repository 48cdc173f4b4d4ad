/**
 * One verified example of the plan bank: a request in a room, the stage-1 and stage-2 plans (the
 * second with its goal), the skill code, and how each subtask is carried out by the code's calls.
 * Every example was run in the simulator from its start and kept only because its goal held
 * there. The zod schema is the type, the check of a bank file's lines, and its JSON schema.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { Alternative } from '../../goals/index.js';
import { TaskDecomposition } from '../decomposition.js';

/** The version of the example's shape; a bank of another version is refused, naming both. */
export const BANK_SCHEMA_VERSION = 1;

/** Where an example comes from (each names its own; docs/plan-bank.md). */
export const EXAMPLE_SOURCES = [
  /** A request generated from the household knowledge over a room, its program found by the offline search. */
  'generated',
  /** Another wording of a verified example's request (expansion), the same program verified again. */
  'paraphrase',
  /** An ALFRED train trajectory's own expert actions, converted to skill calls. */
  'alfred-expert',
  /** Generated toward the task types and rooms a failure list names (targeted augmentation). */
  'augmented',
] as const;
export const ExampleSource = z.enum(EXAMPLE_SOURCES);
export type ExampleSource = z.infer<typeof ExampleSource>;

/** The splits: validation examples are of floorplans that no training example shows. */
export const SPLITS = ['train', 'validation'] as const;
export const Split = z.enum(SPLITS);
export type Split = z.infer<typeof Split>;

/** One subtask of the plan and the calls that carry it out (indices into the code's calls, in order). */
export const TiedSubtask = z.object({ text: z.string().min(1), calls: z.array(z.number().int().nonnegative()).min(1) }).strict();
export type TiedSubtask = z.infer<typeof TiedSubtask>;

export const BankExample = z
  .object({
    /** The content hash's first 16 hex digits (exampleId): the same example always has the same id. */
    id: z.string().regex(/^[0-9a-f]{16}$/),
    source: z
      .object({
        kind: ExampleSource,
        /** What it was made from: the template and use, the ALFRED file, the example it rewords. */
        from: z.string().min(1),
        /** Who wrote the program: the offline search, or ALFRED's expert. */
        teacher: z.enum(['offline-search', 'alfred-expert']),
      })
      .strict(),
    /** The kind of task (a use of knowledge/uses.yaml, a command form, or an ALFRED task type): what augmentation aims at. */
    taskType: z.string().min(1),
    request: z.string().min(1),
    scene: z.string().min(1),
    /** The floorplan the scene is of (the split is by it). */
    floorplan: z.string().regex(/^FloorPlan\d+$/),
    roomType: z.string().min(1),
    stage1: TaskDecomposition.omit({ goal: true }),
    stage2: TaskDecomposition.required({ goal: true }),
    /** The code, as skill code. */
    code: z.string().min(1),
    /** The plan's subtasks, each tied to its calls (reverse-engineered from the program). */
    subtasks: z.array(TiedSubtask).min(1),
    /** The alternative of the goal that held when the code was run from the start. */
    met: z.string().min(1),
    split: Split,
  })
  .strict();
export type BankExample = z.infer<typeof BankExample>;

/** The goal an example states (its stage-2 plan's). */
export function exampleGoal(example: BankExample): Alternative[] {
  return example.stage2.goal;
}

/** What makes two examples the same: the request, the scene, the goal and the program. */
export function exampleKey(example: Pick<BankExample, 'request' | 'scene' | 'code' | 'stage2'>): string {
  return canonicalJson({ request: normalRequest(example.request), scene: example.scene, goal: example.stage2.goal, code: example.code.trim() });
}

/** The example's id: the start of the sha256 of its key. */
export function exampleId(example: Pick<BankExample, 'request' | 'scene' | 'code' | 'stage2'>): string {
  return createHash('sha256').update(exampleKey(example)).digest('hex').slice(0, 16);
}

/** A request as compared for duplicates: lower case, single spaces, no end punctuation. */
export function normalRequest(request: string): string {
  return request.toLowerCase().replace(/[.!?]+\s*$/, '').replace(/\s+/g, ' ').trim();
}

/** JSON with object keys sorted, so the same value always hashes alike. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

/** The JSON schema of one example line (for other tools that read a bank). */
export function bankExampleJsonSchema(): unknown {
  return z.toJSONSchema(BankExample);
}
