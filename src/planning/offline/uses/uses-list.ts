/**
 * docs/household-uses.md: for each of the four room types, the object types its floorplans hold,
 * each with the uses knowledge/uses.yaml gives it, or why it has none yet. Written by
 * scripts/write-uses-doc.mjs; a test checks the file is current.
 */
import { ROOM_TYPES, listScenes, loadScene, type Catalogue } from '../../../world/index.js';
import type { GoalsFile } from '../knowledge-schema.js';
import type { UsesFile } from './uses-schema.js';

/** The object types of each room type's floorplans (scenes/*.yaml). */
export function typesByRoom(catalogue: Catalogue): Map<string, Set<string>> {
  const rooms = new Map<string, Set<string>>(ROOM_TYPES.map((r) => [r, new Set<string>()]));
  for (const name of listScenes()) {
    const scene = loadScene(name, catalogue);
    const types = rooms.get(scene.roomType);
    if (types !== undefined) for (const o of scene.objects) types.add(o.type);
  }
  return rooms;
}

/** The types of the rooms that have neither a use nor a reason for having none. */
export function typesWithoutWord(uses: UsesFile, rooms: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const used = new Set(uses.uses.flatMap((u) => u.types));
  const all = new Set([...rooms.values()].flatMap((t) => [...t]));
  return [...all].filter((t) => !used.has(t) && !(t in uses.without)).sort();
}

/** The markdown list. */
export function usesListMarkdown(uses: UsesFile, rooms: ReadonlyMap<string, ReadonlySet<string>>, stored?: { goals: GoalsFile; catalogue: Catalogue }): string {
  const byType = new Map<string, string[]>();
  for (const use of uses.uses) {
    const what = use.unsupported === undefined ? use.id : `${use.id} (not in this world: ${use.unsupported.split(' (')[0]})`;
    for (const type of use.types) byType.set(type, [...(byType.get(type) ?? []), what]);
  }
  const lines = [
    '# What the things of a room are for',
    '',
    'Generated from `knowledge/uses.yaml` and the floorplans of `scenes/` by `node scripts/write-uses-doc.mjs` (after',
    '`npm run build`); a test checks it is current. A type with a use is one the reader can plan a need with',
    '([offline-planner.md](offline-planner.md)); the others say why they have none yet.',
  ];
  for (const [room, types] of rooms) {
    const sorted = [...types].sort();
    const without = sorted.filter((t) => !byType.has(t));
    lines.push('', `## ${room}`, '', `${sorted.length - without.length} of ${sorted.length} types have a use.`, '', '| type | uses |', '| --- | --- |');
    for (const type of sorted.filter((t) => byType.has(t))) lines.push(`| ${type} | ${byType.get(type)!.join(', ')} |`);
    if (without.length > 0) {
      lines.push('', 'No use yet:', '');
      for (const type of without) lines.push(`- **${type}**: ${uses.without[type] ?? 'no reason given'}`);
    }
  }
  if (stored !== undefined) lines.push(...storesMarkdown(stored.goals, stored.catalogue, rooms));
  lines.push(...outOfReachMarkdown(uses));
  return `${lines.join('\n')}\n`;
}

/**
 * Where a thing said to be out of place is put away (goals.yaml `stores`, kept to the catalogue's
 * receptacles of the type), the ones that shut for a thing within someone's reach, else its homes.
 */
function storesMarkdown(goals: GoalsFile, catalogue: Catalogue, rooms: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const all = new Set([...rooms.values()].flatMap((t) => [...t]));
  const carried = [...all].filter((t) => catalogue.types.get(t)?.properties.includes('pickupable') === true).sort();
  const opens = (t: string): boolean => catalogue.types.get(t)?.properties.includes('openable') === true;
  const rows = carried.map((type) => {
    const takes = new Set(catalogue.types.get(type)?.receptacles ?? []);
    const stores = (goals.stores.of[type] ?? goals.stores.places).filter((p) => takes.has(p));
    const shut = stores.filter(opens);
    const homes = (goals.homes[type] ?? []).filter((p) => takes.has(p));
    const where = stores.length > 0 ? stores.join(', ') : homes.length > 0 ? `where it belongs: ${homes.join(', ')}` : 'off where it lies';
    return `| ${type} | ${where} | ${shut.length > 0 ? shut.join(', ') : 'none: said, not planned'} |`;
  });
  return [
    '',
    '## Where a thing out of place is put away',
    '',
    'A thing said to be lying about, left out, in the way or within someone\'s reach ("the knife is lying out on the counter") is put',
    'away in one of these (`stores` of knowledge/goals.yaml, in order, kept to the places AI2-THOR lets the type into and the room has);',
    'within someone\'s reach, only in one that shuts (AI2-THOR\'s openable receptacles).',
    '',
    '| type | put away in | out of reach |',
    '| --- | --- | --- |',
    ...rows,
  ];
}

/** What cannot be had here (uses.yaml `beyond`, `absent`): each with the words that ask for it and why, as the reader refuses it. */
function outOfReachMarkdown(uses: UsesFile): string[] {
  const section = (title: string, intro: string, entries: UsesFile['beyond']): string[] => [
    '',
    `## ${title}`,
    '',
    intro,
    '',
    '| asks for | words | why |',
    '| --- | --- | --- |',
    ...Object.values(entries).map((e) => `| ${e.says} | ${e.words.join(', ')} | ${e.why}${e.types.length === 0 ? '' : ` (the room's own: ${e.types.join(', ')})`} |`),
  ];
  return [
    ...section('What none of the robots\' skills does', 'A clause asking for one of these is refused saying so, with the skills listed (`beyond`); words that only tell what was ("I\'ve been hoovering all day") are set aside.', uses.beyond),
    ...section('What this world has none of', 'A clause asking for one of these is refused saying so (`absent`); beside a use or a command asked, or a need it would serve, it is set aside and said.', uses.absent),
  ];
}
