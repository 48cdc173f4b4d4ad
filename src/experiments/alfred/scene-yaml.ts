/**
 * A derived start scene as a scene file (the format of scenes/FloorPlanN.yaml, docs/CONTRACTS.md):
 * a comment header saying where it comes from, then one line per object, furniture first.
 */
import { stringify } from 'yaml';
import type { Catalogue, Scene, SceneObject } from '../../world/index.js';

const inline = (value: unknown) => stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trimEnd();

/** The scene's text; `header` lines become `# ` comments. */
export function renderScene(scene: Scene, catalogue: Catalogue, header: readonly string[]): string {
  const pickupable = (o: SceneObject) => catalogue.types.get(o.type)?.properties.includes('pickupable') ?? false;
  const order = (a: SceneObject, b: SceneObject) => (a.type === b.type ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.type < b.type ? -1 : 1);
  const line = (o: SceneObject) => {
    const state = Object.fromEntries(Object.entries(o.state).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));
    const fields: Record<string, unknown> = { id: o.id, type: o.type };
    if (o.parent !== undefined) fields['parent'] = o.parent;
    if (o.controls !== undefined) fields['controls'] = o.controls;
    if (Object.keys(state).length > 0) fields['state'] = state;
    return `  - ${inline(fields)}`;
  };
  return [
    ...header.map((h) => `# ${h}`),
    `scene: ${scene.scene}`,
    `roomType: ${scene.roomType}`,
    'objects:',
    '  # Furniture, appliances and fixtures',
    ...scene.objects.filter((o) => !pickupable(o)).sort(order).map(line),
    '  # Things that can be picked up',
    ...scene.objects.filter(pickupable).sort(order).map(line),
    '',
  ].join('\n');
}
