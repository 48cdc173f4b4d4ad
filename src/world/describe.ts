/** Plain-text descriptions of object types and scene objects, for the planning prompts. */
import type { Catalogue } from './catalogue-schema.js';
import { STATE_PROPERTY, type SceneObject, type StateKey } from './scene-schema.js';

/**
 * `Apple: pickupable, sliceable, cookable. Slice with a held knife ... Goes in or on: Bowl, Plate.`
 * An unknown type is described as such rather than throwing: prompts must never crash on it.
 */
export function describeObject(type: string, catalogue: Catalogue): string {
  const info = catalogue.types.get(type);
  if (info === undefined) return `${type}: not a known object type.`;
  const parts = [`${type}: ${info.properties.length > 0 ? info.properties.join(', ') : 'no actionable properties'}.`];
  if (info.derivedFrom !== undefined) parts.push(`Made from ${info.derivedFrom}.`);
  if (info.interactions !== '') parts.push(ensureSentence(info.interactions));
  if (info.receptacles.length > 0) parts.push(`Goes in or on: ${info.receptacles.join(', ')}.`);
  return parts.join(' ');
}

/**
 * One scene object with its current state: `Egg|-02.04|+00.81|+01.24 (Egg) in
 * Fridge|-02.10|+00.00|+01.09; isCooked: false`. Every state flag its type can have is listed,
 * with false for flags the scene leaves unset.
 */
export function describeSceneObject(object: SceneObject, catalogue: Catalogue): string {
  const where = object.parent === undefined ? '' : ` in ${object.parent}`;
  const info = catalogue.types.get(object.type);
  const keys = (Object.keys(STATE_PROPERTY) as StateKey[]).filter(
    (key) => info?.properties.includes(STATE_PROPERTY[key]) ?? key in object.state,
  );
  const states = keys.map((key) => `${key}: ${String(object.state[key] ?? false)}`);
  const stateText = states.length > 0 ? `; ${states.join(', ')}` : '';
  const typeNote = info === undefined ? ' [unknown type]' : '';
  return `${object.id} (${object.type})${typeNote}${where}${stateText}`;
}

function ensureSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed.endsWith('.') ? trimmed : `${trimmed}.`;
}
