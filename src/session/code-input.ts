/**
 * The inputs every stage is built from: what stage 1 knows (the request, the scene at a glance,
 * the dialogue, the preferences, the skills and the names code may pass) and, once a plan is
 * approved, what code generation and refinement know (the plan, the needed objects' facts).
 */
import type { StateResult } from '../bridge/index.js';
import { buildObjectFacts } from '../planning/index.js';
import type { CodeInput, DialogueExchange, PreferenceStatement, SkillSignature, StageOneInput, TaskDecomposition } from '../planning/index.js';
import { argumentChoices, derivableTypes, type World } from '../world/index.js';
import type { SessionContext } from './context.js';
import { exchanges } from './dialogue.js';
import type { Clarification } from './state.js';

/** What the stages know besides the request and the scene: the dialogue and the person's preferences. */
export interface Known {
  dialogue?: DialogueExchange[];
  preferences?: PreferenceStatement[];
}

/** What every stage knows: the request, the scene at a glance, the answer to a question asked, the dialogue and the preferences. */
export function stageOneInput(instruction: string, world: World, clarification: Clarification | null, known: Known = {}): StageOneInput {
  const { scene } = world;
  const types = new Set(scene.objects.map((o) => o.type));
  const input: StageOneInput = {
    instruction,
    scene: {
      name: scene.scene,
      roomType: scene.roomType,
      objectTypes: [...types],
      derivableTypes: [...derivableTypes(types, world.catalogue)].filter((t) => !types.has(t)).sort(),
    },
    skills: skillSignatures(world),
    argumentChoices: argumentChoices(world.skills, world.catalogue, objectNamesOf(world), typeOfName(world)),
  };
  if (clarification) input.clarification = clarification;
  if (known.dialogue !== undefined && known.dialogue.length > 0) input.dialogue = known.dialogue;
  if (known.preferences !== undefined && known.preferences.length > 0) input.preferences = known.preferences;
  return input;
}

/** Every name code may pass: the scene's objectIds, its types and the types it can produce. */
function objectNamesOf(world: World): string[] {
  const types = new Set(world.scene.objects.map((o) => o.type));
  return [...new Set([...world.scene.objects.map((o) => o.id), ...types, ...derivableTypes(types, world.catalogue)])].sort();
}

function typeOfName(world: World): (name: string) => string | undefined {
  const typeOfId = new Map(world.scene.objects.map((o) => [o.id, o.type] as const));
  return (name) => typeOfId.get(name) ?? (world.catalogue.types.has(name) ? name : undefined);
}

function skillSignatures(world: World): SkillSignature[] {
  return [...world.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description, needs: s.needs }));
}

/** The stage-one input of a session in its current state. */
export function sessionStageOne(ctx: Pick<SessionContext, 'state' | 'settings' | 'deps'>): StageOneInput {
  const { state } = ctx;
  const preferences = state.preferences?.applied.map((p) => ({ id: p.id, text: p.text, rule: p.rule }));
  return stageOneInput(ctx.settings.instruction, ctx.deps.world, state.clarification, { dialogue: exchanges(state), ...(preferences ? { preferences } : {}) });
}

/** The input of code generation and refinement: the plan, the needed objects' facts now, the skills. */
export function codeInput(first: StageOneInput, plan: TaskDecomposition, state: StateResult, world: World): CodeInput {
  const objectNames = objectNamesOf(world);
  return {
    ...first,
    plan,
    objects: buildObjectFacts(state, world.catalogue, plan.neededObjects, world.scene),
    skills: first.skills ?? skillSignatures(world),
    objectNames,
    argumentChoices: first.argumentChoices ?? argumentChoices(world.skills, world.catalogue, objectNames, typeOfName(world)),
  };
}

/** The code input of a session in its current state, with the objects' facts of `scene`. */
export function sessionCodeInput(ctx: SessionContext, scene: StateResult): CodeInput {
  const { state, deps } = ctx;
  return codeInput(sessionStageOne({ state, settings: state.settings, deps }), state.plan!, scene, deps.world);
}
