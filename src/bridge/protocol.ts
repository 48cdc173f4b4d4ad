/**
 * Bridge protocol v1 (docs/CONTRACTS.md, bridge/PROTOCOL.md): zod schemas of every request and
 * reply. These schemas are the single source of truth of the protocol's TypeScript types.
 */
import { z } from 'zod';
import { ACTION_ARG_NAMES, type ActionArgName } from '../world/index.js';
import { ActionErrorCodeSchema, REFUSAL_KINDS } from './error-codes.js';

/** The protocol version this client speaks. */
export const PROTOCOL_VERSION = 1;

/** Codes of `ok: false` replies. The client accepts others too, so a newer bridge still works. */
export const PROTOCOL_ERROR_CODES = [
  'bad_json',
  'bad_request',
  'unknown_op',
  'bad_params',
  'unknown_scene',
  'no_scene',
  'busy',
  'backend_error',
] as const;
export type KnownProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

/** The atomic-action argument names a `step` request may carry (skills/actions.yaml's, src/world). */
export const STEP_ARG_NAMES = ACTION_ARG_NAMES;
export type StepArgName = ActionArgName;

// ---- requests -----------------------------------------------------------------------------

export const HelloRequestSchema = z.strictObject({ id: z.number().int(), op: z.literal('hello') });
export const ResetRequestSchema = z.strictObject({
  id: z.number().int(),
  op: z.literal('reset'),
  scene: z.string().min(1),
  agents: z.array(z.string().min(1)).min(1).optional(),
});
export const StateRequestSchema = z.strictObject({ id: z.number().int(), op: z.literal('state') });
export const StepRequestSchema = z.strictObject({
  id: z.number().int(),
  op: z.literal('step'),
  agent: z.string().min(1),
  action: z.string().min(1),
  objectId: z.string().min(1),
  toolObjectId: z.string().min(1).optional(),
  canBeUsedUpDetergentId: z.string().min(1).optional(),
  receptacleObjectId: z.string().min(1).optional(),
  /** AI2-THOR's forceAction: a forced PutObject skips PlacementRestrictions (ALFRED's expert forced every put). */
  forceAction: z.boolean().optional(),
});
/** One step of a `simulate` request: the params of a `step` request. */
export const SimulateStepSchema = StepRequestSchema.omit({ id: true, op: true });
/** A `simulate` request runs at most this many steps (bridge/protocol.py MAX_SIMULATE_STEPS). */
export const MAX_SIMULATE_STEPS = 10_000;
export const SimulateRequestSchema = z.strictObject({
  id: z.number().int(),
  op: z.literal('simulate'),
  steps: z.array(SimulateStepSchema).max(MAX_SIMULATE_STEPS),
  stopOnFailure: z.boolean().optional(),
  from: z.enum(['current', 'reset']).optional(),
});
export const RequestSchema = z.discriminatedUnion('op', [
  HelloRequestSchema,
  ResetRequestSchema,
  StateRequestSchema,
  StepRequestSchema,
  SimulateRequestSchema,
]);
export type Request = z.infer<typeof RequestSchema>;
export type Op = Request['op'];
/** The parameters of a `step` request (everything but id and op). */
export type StepParams = Omit<z.infer<typeof StepRequestSchema>, 'id' | 'op'>;
/** The options of a `simulate` request besides its steps. */
export interface SimulateOptions {
  /** Stop after the first failed step (default: run them all; a failed step changes nothing). */
  readonly stopOnFailure?: boolean;
  /** Start from the world as it is (default), or as the connection's last `reset` loaded it. */
  readonly from?: 'current' | 'reset';
}

// ---- replies ------------------------------------------------------------------------------

export const ProtocolErrorBodySchema = z.object({ code: z.string().min(1), message: z.string() });

/** The envelope of every reply; `result` is checked against the op's own schema afterwards. */
export const ReplySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int().nullable(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.number().int().nullable(), ok: z.literal(false), error: ProtocolErrorBodySchema }),
]);
export type Reply = z.infer<typeof ReplySchema>;

export const HelloResultSchema = z.looseObject({
  protocol: z.literal(PROTOCOL_VERSION),
  backend: z.string(),
  scenes: z.array(z.string()),
  /** One connection at a time (ai2thor, or a symbolic bridge started with --exclusive); absent from older bridges. */
  exclusive: z.boolean().optional(),
});
export type HelloResult = z.infer<typeof HelloResultSchema>;

export const AgentStateSchema = z.looseObject({
  name: z.string(),
  holding: z.string().nullable(),
  at: z.string().nullable(),
});
export type AgentState = z.infer<typeof AgentStateSchema>;

/** The state flags of an object, all booleans; `false` when the object cannot have the state. */
export const OBJECT_STATE_FLAGS = [
  'isOpen',
  'isToggled',
  'isSliced',
  'isCooked',
  'isDirty',
  'isBroken',
  'isUsedUp',
  'isPickedUp',
  'isFilledWithLiquid',
] as const;
export type ObjectStateFlag = (typeof OBJECT_STATE_FLAGS)[number];

/** AI2-THOR's abstract temperatures (ObjectMetadata.temperature). */
export const TEMPERATURES = ['RoomTemp', 'Hot', 'Cold'] as const;

/**
 * One object of the `state` reply: AI2-THOR's ObjectMetadata fields under their AI2-THOR names
 * (bridge/PROTOCOL.md; the contract fixture tests/fixtures/contracts/state-object.json). The
 * fields a planner reads are required; the rest are typed when present.
 */
export const ObjectStateSchema = z.looseObject({
  objectId: z.string(),
  objectType: z.string(),
  // AI2-THOR reports null for "none"; both sides mean an empty list.
  parentReceptacles: z.array(z.string()).nullable().transform((v) => v ?? []),
  receptacleObjectIds: z.array(z.string()).nullable().transform((v) => v ?? []),
  isOpen: z.boolean(),
  isToggled: z.boolean(),
  isSliced: z.boolean(),
  isCooked: z.boolean(),
  isDirty: z.boolean(),
  isBroken: z.boolean(),
  isUsedUp: z.boolean(),
  isPickedUp: z.boolean(),
  isFilledWithLiquid: z.boolean(),
  fillLiquid: z.string().nullable().optional(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }).optional(),
  pickupable: z.boolean().optional(),
  moveable: z.boolean().optional(),
  openable: z.boolean().optional(),
  sliceable: z.boolean().optional(),
  breakable: z.boolean().optional(),
  toggleable: z.boolean().optional(),
  receptacle: z.boolean().optional(),
  dirtyable: z.boolean().optional(),
  cookable: z.boolean().optional(),
  canBeUsedUp: z.boolean().optional(),
  canFillWithLiquid: z.boolean().optional(),
  openness: z.number().optional(),
  temperature: z.enum(TEMPERATURES).optional(),
  isHeatSource: z.boolean().optional(),
  isColdSource: z.boolean().optional(),
  visible: z.boolean().optional(),
  isInteractable: z.boolean().optional(),
  distance: z.number().nullable().optional(),
  // AI2-THOR reports null for "controls nothing".
  controlledObjects: z.array(z.string()).nullable().optional(),
});
export type ObjectState = z.infer<typeof ObjectStateSchema>;

export const StateResultSchema = z.looseObject({
  scene: z.string(),
  agents: z.array(AgentStateSchema),
  objects: z.array(ObjectStateSchema),
});
export type StateResult = z.infer<typeof StateResultSchema>;

/** What an interaction turned an object into (the Bread sliced into BreadSliced). */
export const ReplacementSchema = z.looseObject({
  how: z.enum(['sliced', 'broken']),
  /** The object's type before. */
  from: z.string(),
  /** The type it became; null when it shattered into nothing usable (a broken Mug). */
  type: z.string().nullable(),
  /** The objects it became. */
  ids: z.array(z.string()),
});
export type Replacement = z.infer<typeof ReplacementSchema>;

/**
 * What the simulator knows about a refused action, by role (bridge/PROTOCOL.md, "failure"): the
 * English `errorMessage` is for people; fixes and repairs read these fields.
 */
export const StepFailureSchema = z.looseObject({
  /** Refused for what the object is (any of its type would be) or for how the world is now. */
  about: z.enum(REFUSAL_KINDS),
  /** The action argument the refusal is about; null when none is (no garbage can where the agent is). */
  argument: z.enum(STEP_ARG_NAMES).nullable(),
  /** The closed container to open first: the outermost one around the object, or the receptacle to put into. */
  container: z.string().optional(),
  /** What the acting agent holds (a full hand, or the wrong thing in it). */
  held: z.string().optional(),
  /** The other agent holding the object. */
  holder: z.string().optional(),
  /** The object named was replaced by an interaction (sliced, broken) and is no more. */
  replacedBy: ReplacementSchema.optional(),
});
export type StepFailure = z.infer<typeof StepFailureSchema>;

export const StepResultSchema = z.looseObject({
  success: z.boolean(),
  errorCode: ActionErrorCodeSchema.nullable(),
  errorMessage: z.string().nullable(),
  objectId: z.string().nullable(),
  resolved: z.record(z.string(), z.string()).default({}),
  /** Null on success. */
  failure: StepFailureSchema.nullable().default(null),
  /** What the acting agent holds after the step (absent from older bridges: unknown). */
  holding: z.string().nullable().optional(),
});
export type StepResult = z.infer<typeof StepResultSchema>;

/** What `simulate` predicts: one step result per step run, and the state after them. */
export const SimulateResultSchema = z.looseObject({
  results: z.array(StepResultSchema),
  state: StateResultSchema,
});
export type SimulateResult = z.infer<typeof SimulateResultSchema>;

/** The schema each op's `result` must satisfy. */
export const ResultSchemas = {
  hello: HelloResultSchema,
  reset: StateResultSchema,
  state: StateResultSchema,
  step: StepResultSchema,
  simulate: SimulateResultSchema,
} as const satisfies Record<Op, z.ZodType>;

/** The result type of each op. */
export type ResultOf<O extends Op> = z.output<(typeof ResultSchemas)[O]>;

/** The first line `python -m bridge` prints on stdout once it listens. */
export const ListeningLineSchema = z.looseObject({
  listening: z.string().regex(/^wss?:\/\//, 'must be a ws:// URL'),
  backend: z.string(),
  protocol: z.literal(PROTOCOL_VERSION),
});
export type ListeningLine = z.infer<typeof ListeningLineSchema>;

/** "result.objects[3].isOpen: expected boolean, received string" — names the field at fault. */
export function describeZodError(error: z.ZodError, prefix: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
      return `${prefix}${path}: ${issue.message}`;
    })
    .join('; ');
}
