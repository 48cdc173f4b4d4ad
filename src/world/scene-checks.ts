/**
 * Cross-checks of a schema-valid scene against the catalogue: each object's type, id and state;
 * then the links between objects (parents and `controls`).
 */
import { article } from '../english.js';
import type { Catalogue, ObjectTypeInfo } from './catalogue-schema.js';
import { parseObjectId, typeNamedById } from './object-id.js';
import { STATE_PROPERTY, type Scene, type SceneObject, type StateKey } from './scene-schema.js';
import type { SourceProblem } from './validate-source.js';

/** Every problem of the scene, in file order per kind of check. */
export function checkScene(scene: Scene, catalogue: Catalogue, expectedName: string): SourceProblem[] {
  const problems: SourceProblem[] = [];
  if (scene.scene !== expectedName) {
    problems.push({ path: ['scene'], message: `is '${scene.scene}' but the file is named ${expectedName}` });
  }
  const firstIndex = new Map<string, number>();
  scene.objects.forEach((object, index) => {
    problems.push(...checkObject(object, index, catalogue));
    const previous = firstIndex.get(object.id);
    if (previous === undefined) firstIndex.set(object.id, index);
    else problems.push({ path: ['objects', index, 'id'], message: `duplicate id, already used by objects[${previous}]` });
  });
  problems.push(...checkLinks(scene, catalogue));
  return problems;
}

function checkObject(object: SceneObject, index: number, catalogue: Catalogue): SourceProblem[] {
  const at = (field: string): (string | number)[] => ['objects', index, field];
  const problems: SourceProblem[] = [];
  const parsed = parseObjectId(object.id);
  if (!parsed.ok) problems.push({ path: at('id'), message: `'${object.id}' ${parsed.reason}` });
  else if (typeNamedById(parsed.parts) !== object.type) {
    problems.push({ path: at('id'), message: `'${object.id}' names type ${typeNamedById(parsed.parts)}, not ${object.type}` });
  }
  const info = catalogue.types.get(object.type);
  if (info === undefined) {
    problems.push({ path: at('type'), message: `unknown type '${object.type}' (not in the object-type catalogue)` });
    return problems;
  }
  if (info.derivedFrom !== undefined) {
    problems.push({
      path: at('type'),
      message: `${object.type} is derived from ${info.derivedFrom} and cannot be in a fresh scene`,
    });
  }
  for (const key of Object.keys(object.state) as StateKey[]) {
    const needed = STATE_PROPERTY[key];
    // A type another type switches (a StoveBurner, by its knob) is on or off without being toggleable.
    const allowed = key === 'isToggled' ? isSwitchable(object.type, catalogue) : info.properties.includes(needed);
    if (!allowed) {
      problems.push({
        path: ['objects', index, 'state', key],
        message: `${key} needs the property ${needed}, which ${object.type} does not have`,
      });
    }
  }
  return problems;
}

function checkLinks(scene: Scene, catalogue: Catalogue): SourceProblem[] {
  const byId = new Map(scene.objects.map((object) => [object.id, object]));
  const problems: SourceProblem[] = [];
  scene.objects.forEach((object, index) => {
    const info = catalogue.types.get(object.type);
    if (info === undefined) return; // already reported
    if (object.parent !== undefined) {
      const problem = checkParent(object, info, byId, catalogue);
      if (problem !== undefined) problems.push({ path: ['objects', index, 'parent'], message: problem });
    }
    if (object.controls !== undefined) {
      const problem = checkControls(object, info, byId);
      if (problem !== undefined) problems.push({ path: ['objects', index, 'controls'], message: problem });
    }
  });
  return problems;
}

function checkParent(
  object: SceneObject,
  info: ObjectTypeInfo,
  byId: ReadonlyMap<string, SceneObject>,
  catalogue: Catalogue,
): string | undefined {
  const parentId = object.parent ?? '';
  const parent = byId.get(parentId);
  if (parent === undefined) return `'${parentId}' is not an object of this scene`;
  const parentInfo = catalogue.types.get(parent.type);
  if (parentInfo !== undefined && !parentInfo.properties.includes('receptacle')) {
    return `'${parentId}' is ${article(parent.type)}, which is not a receptacle`;
  }
  if (info.properties.includes('pickupable') && !info.receptacles.includes(parent.type)) {
    return `${article(object.type)} cannot be in or on ${article(parent.type)} (its receptacles: ${info.receptacles.join(', ') || 'none'})`;
  }
  if (isInsideItself(object, byId)) return `'${parentId}' leads back to ${object.id}: parents form a cycle`;
  return undefined;
}

function isInsideItself(object: SceneObject, byId: ReadonlyMap<string, SceneObject>): boolean {
  const seen = new Set<string>([object.id]);
  for (let current = object.parent; current !== undefined; current = byId.get(current)?.parent) {
    if (seen.has(current)) return current === object.id;
    seen.add(current);
  }
  return false;
}

function checkControls(
  object: SceneObject,
  info: ObjectTypeInfo,
  byId: ReadonlyMap<string, SceneObject>,
): string | undefined {
  const targetId = object.controls ?? '';
  const linkable = [
    ...(info.effects.controls === undefined ? [] : [info.effects.controls]),
    ...(info.effects.washes ?? []),
  ];
  if (linkable.length === 0) return `${object.type} neither controls nor washes anything, so it takes no link`;
  const target = byId.get(targetId);
  if (target === undefined) return `'${targetId}' is not an object of this scene`;
  if (!linkable.includes(target.type)) {
    return `'${targetId}' is ${article(target.type)}, but ${article(object.type)} links to ${article(linkable.join(' or '))}`;
  }
  return undefined;
}

/** Whether objects of `type` can be on: toggleable themselves, or the target of some type's `controls`. */
export function isSwitchable(type: string, catalogue: Catalogue): boolean {
  const info = catalogue.types.get(type);
  if (info === undefined) return false;
  if (info.properties.includes('toggleable')) return true;
  for (const other of catalogue.types.values()) if (other.effects.controls === type) return true;
  return false;
}
