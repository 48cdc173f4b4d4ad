/**
 * The shape contract the TypeScript and the Python halves share, as the files of `contract/`:
 * JSON Schema generated from the zod schemas (the data files, the protocol's requests and
 * replies) and the constants both sides need (error codes with what each is about, state keys,
 * action arguments, limits, exit codes). zod is where each shape is written; Python validates
 * with these files and keeps only its cross-reference checks (docs/CONTRACTS.md).
 * `scripts/write-contract.mjs` writes them; a test fails when the checked-in files are stale.
 */
import { z } from 'zod';
import { ExitCode } from '../errors.js';
import {
  ACTION_ARG_NAMES,
  EFFECT_NEEDS,
  OBJECT_PROPERTIES,
  ROOM_TYPES,
  STATE_PROPERTY,
  actionsSchema,
  catalogueSchema,
  sceneSchema,
  skillsSchema,
  teamFileSchema,
} from '../world/index.js';
import { ACTION_ERRORS, REFUSAL_KINDS } from './error-codes.js';
import {
  HelloResultSchema,
  MAX_SIMULATE_STEPS,
  PROTOCOL_ERROR_CODES,
  PROTOCOL_VERSION,
  RequestSchema,
  SimulateResultSchema,
  StateResultSchema,
  StepResultSchema,
  TEMPERATURES,
  OBJECT_STATE_FLAGS,
} from './protocol.js';

/** The folder of the project root that holds the contract. */
export const CONTRACT_DIR = 'contract';

/** The constants both halves read (contract/constants.json). */
export function contractConstants(): Record<string, unknown> {
  return {
    protocolVersion: PROTOCOL_VERSION,
    protocolErrors: PROTOCOL_ERROR_CODES,
    actionErrors: ACTION_ERRORS,
    refusalKinds: REFUSAL_KINDS,
    stepArguments: ACTION_ARG_NAMES,
    maxSimulateSteps: MAX_SIMULATE_STEPS,
    objectProperties: OBJECT_PROPERTIES,
    stateKeys: STATE_PROPERTY,
    objectStateFlags: OBJECT_STATE_FLAGS,
    temperatures: TEMPERATURES,
    roomTypes: ROOM_TYPES,
    effectNeeds: EFFECT_NEEDS,
    exitCodes: ExitCode,
  };
}

/** The JSON Schema of a zod schema, as the data is written (before any transform). */
function jsonSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  return { ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }), title };
}

/** Every file of `contract/`, by name, with its content. */
export function contractFiles(): Map<string, string> {
  const files: [string, unknown][] = [
    ['constants.json', contractConstants()],
    ['object-types.schema.json', jsonSchema(catalogueSchema, 'scenes/object-types.yaml')],
    ['scene.schema.json', jsonSchema(sceneSchema, 'scenes/FloorPlanN.yaml')],
    ['actions.schema.json', jsonSchema(actionsSchema, 'skills/actions.yaml')],
    ['skills.schema.json', jsonSchema(skillsSchema, 'skills/skills.yaml')],
    ['team.schema.json', jsonSchema(teamFileSchema, 'skills/teams/<team>.yaml')],
    ['request.schema.json', jsonSchema(RequestSchema, 'a bridge protocol request')],
    ['hello-result.schema.json', jsonSchema(HelloResultSchema, 'the result of hello')],
    ['state-result.schema.json', jsonSchema(StateResultSchema, 'the result of reset and state')],
    ['step-result.schema.json', jsonSchema(StepResultSchema, 'the result of step')],
    ['simulate-result.schema.json', jsonSchema(SimulateResultSchema, 'the result of simulate')],
  ];
  return new Map(files.map(([name, value]) => [name, `${JSON.stringify(value, null, 2)}\n`]));
}
