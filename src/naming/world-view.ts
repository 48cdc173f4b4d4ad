/**
 * A person-oriented view of the bridge's `state` result: each object with its position, the
 * receptacle it is directly in, what it drives, and its flags. AI2-THOR metadata fields that a
 * backend may add (position, temperature, ...) are used when present and not needed otherwise.
 */
import { OBJECT_STATE_FLAGS, type ObjectStateFlag, type StateResult } from '../bridge/index.js';
import { parseObjectId, type Scene } from '../world/index.js';

/** A point in AI2-THOR's world coordinates (metres; y is up). */
export interface Point {
  x: number;
  y: number;
  z: number;
}

/** One object of a state as the reports read it. */
export interface ViewObject {
  id: string;
  type: string;
  /** From the `position` metadata when the backend sends it, else from the id; null when neither has one. */
  position: Point | null;
  /** The receptacle it is directly in or on (innermost), or null. */
  parent: string | null;
  contents: string[];
  /** The objects it switches (a StoveKnob's burner), from `controlledObjects` or the scene's links. */
  controls: string[];
  flags: Record<ObjectStateFlag, boolean>;
  fillLiquid: string | null;
  /** AI2-THOR's `temperature` (`Hot`, `Cold`, `RoomTemp`) when the backend reports it. */
  temperature: string | null;
  /** Which agent holds it, if any. */
  heldBy: string | null;
}

/** A state made readable: objects by id, and where each agent is. */
export interface WorldView {
  scene: string;
  objects: Map<string, ViewObject>;
  agents: { name: string; holding: string | null; at: string | null }[];
}

/** Builds the view of a state; `scene` supplies the `controls` links a state does not carry. */
export function viewOf(state: StateResult, scene?: Scene): WorldView {
  const links = new Map<string, string>();
  for (const object of scene?.objects ?? []) if (object.controls !== undefined) links.set(object.id, object.controls);
  const heldBy = new Map<string, string>();
  for (const agent of state.agents) if (agent.holding) heldBy.set(agent.holding, agent.name);
  const objects = new Map<string, ViewObject>();
  for (const raw of state.objects) {
    const extra = raw as Record<string, unknown>;
    const controlled = stringList(extra['controlledObjects']);
    const link = links.get(raw.objectId);
    const flags = Object.fromEntries(OBJECT_STATE_FLAGS.map((flag) => [flag, raw[flag] === true])) as Record<ObjectStateFlag, boolean>;
    objects.set(raw.objectId, {
      id: raw.objectId,
      type: raw.objectType,
      position: pointOf(extra['position']) ?? positionFromId(raw.objectId),
      parent: raw.parentReceptacles[0] ?? null,
      contents: [...raw.receptacleObjectIds],
      controls: controlled.length > 0 ? controlled : link !== undefined ? [link] : [],
      flags,
      fillLiquid: typeof extra['fillLiquid'] === 'string' ? extra['fillLiquid'] : null,
      temperature: typeof extra['temperature'] === 'string' ? extra['temperature'] : null,
      heldBy: heldBy.get(raw.objectId) ?? null,
    });
  }
  return {
    scene: state.scene,
    objects,
    agents: state.agents.map((a) => ({ name: a.name, holding: a.holding, at: a.at })),
  };
}

/** The view of a scene file as it starts (what the person sees before anything runs). */
export function viewOfScene(scene: Scene): WorldView {
  const contents = new Map<string, string[]>();
  for (const object of scene.objects) if (object.parent !== undefined) contents.set(object.parent, [...(contents.get(object.parent) ?? []), object.id]);
  const objects = new Map<string, ViewObject>();
  for (const object of scene.objects) {
    const flags = Object.fromEntries(OBJECT_STATE_FLAGS.map((flag) => [flag, (object.state as Record<string, boolean | undefined>)[flag] === true])) as Record<ObjectStateFlag, boolean>;
    objects.set(object.id, {
      id: object.id,
      type: object.type,
      position: positionFromId(object.id),
      parent: object.parent ?? null,
      contents: contents.get(object.id) ?? [],
      controls: object.controls !== undefined ? [object.controls] : [],
      flags,
      fillLiquid: null,
      temperature: null,
      heldBy: null,
    });
  }
  return { scene: scene.scene, objects, agents: [] };
}

/** The x|y|z an AI2-THOR id carries (`Egg|-02.25|+00.80|+00.99`), or null for another kind of id. */
export function positionFromId(id: string): Point | null {
  const parsed = parseObjectId(id);
  return parsed.ok ? { x: parsed.parts.x, y: parsed.parts.y, z: parsed.parts.z } : null;
}

function pointOf(value: unknown): Point | null {
  if (value === null || typeof value !== 'object') return null;
  const { x, y, z } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && typeof z === 'number' ? { x, y, z } : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
