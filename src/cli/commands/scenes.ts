/** `iteraplan scenes` (a table of the scenes) and `iteraplan scenes show S` (one scene's objects). */
import { listScenes, loadCatalogue, loadScene, ROOM_TYPES, scenesDir, type Catalogue, type Scene, type SceneObject } from '../../world/index.js';
import { jsonLine } from '../options.js';
import { formatTable } from '../table.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { MAP_REACH_METRES, mapObjectsOfScene, objectsBeyondReach, renderRoomMap, writeMapFiles } from '../../report/index.js';

interface JsonFlag {
  json: boolean;
}

export const scenesCommand: CliCommand = {
  name: 'scenes',
  register(program, { io }) {
    const scenes = program
      .command('scenes')
      .description('list the scenes by room type (name, room type, number of objects)')
      .option('--json', 'print one JSON result on stdout', false)
      .action((flags: JsonFlag) => {
        const dir = scenesDir(io.env);
        const catalogue = loadCatalogue(dir);
        // Natural order within each room type (listScenes gives it; the sort is stable).
        const rows = listScenes(dir)
          .map((name) => {
            const scene = loadScene(name, catalogue, dir);
            return { name, roomType: scene.roomType, objects: scene.objects.length };
          })
          .sort((a, b) => ROOM_TYPES.indexOf(a.roomType) - ROOM_TYPES.indexOf(b.roomType));
        if (flags.json) {
          io.stdout.write(jsonLine({ scenes: rows }));
          return;
        }
        const table = formatTable(
          ['scene', 'room type', 'objects'],
          rows.map((r) => [r.name, r.roomType, String(r.objects)]),
        );
        const counts = ROOM_TYPES.map((room) => [room, rows.filter((r) => r.roomType === room).length] as const).filter(([, n]) => n > 0);
        io.stdout.write(`${table}\n${rows.length} scene${rows.length === 1 ? '' : 's'}: ${counts.map(([room, n]) => `${n} ${room}`).join(', ')}\n`);
      });
    helpExamples(scenes, [
      ['scenes', 'the 120 iTHOR floorplans by room type'],
      ['scenes show floorplan1', 'its objects by receptacle, with their states (any case)'],
      ['scenes show FloorPlan201 --map living-room.svg', 'also a top-down map (SVG, and a PNG beside it)'],
    ]);
    scenes
      .command('show')
      .description("one scene's objects, grouped by the receptacle they are in, with their states")
      .argument('<scene>', 'scene name, e.g. FloorPlan1')
      .option('--json', 'print one JSON result on stdout', false)
      .option('--map [file]', 'also write a top-down map of the room: FILE (default <scene>-map.svg) and a PNG beside it')
      .action(async (name: string, _flags: unknown, command: Command) => {
        // `--json` may stand before or after `show` (the parent has it too).
        const flags = command.optsWithGlobals<JsonFlag & { map?: string | true }>();
        const dir = scenesDir(io.env);
        const catalogue = loadCatalogue(dir);
        const scene = loadScene(name, catalogue, dir);
        if (flags.map !== undefined) {
          const objects = mapObjectsOfScene(scene);
          const svg = renderRoomMap(objects, { title: `${scene.scene} (${scene.roomType}): the room from above` });
          const beyond = objectsBeyondReach(objects).length;
          if (beyond > 0) io.stderr.write(`Note: ${beyond} object${beyond === 1 ? '' : 's'} of ${scene.scene} lie${beyond === 1 ? 's' : ''} more than ${MAP_REACH_METRES} m from the origin and ${beyond === 1 ? 'is' : 'are'} not drawn (the map names them).\n`);
          const files = await writeMapFiles(svg, resolve(flags.map === true ? `${scene.scene}-map.svg` : flags.map));
          if (flags.json) io.stdout.write(jsonLine({ scene: scene.scene, map: files }));
          else io.stdout.write(files.png !== null ? `Map of ${scene.scene}: ${files.svg} and ${files.png}\n` : `Map of ${scene.scene}: ${files.svg} (${files.skipped})\n`);
          return;
        }
        if (flags.json) {
          io.stdout.write(jsonLine(scene));
          return;
        }
        io.stdout.write(`${formatSceneTree(scene, catalogue)}\n`);
      });
  },
};

/** The scene as a tree: objects under the receptacle they are in, each with its states. */
export function formatSceneTree(scene: Scene, catalogue: Catalogue): string {
  const children = new Map<string | undefined, SceneObject[]>();
  for (const object of scene.objects) {
    const siblings = children.get(object.parent) ?? [];
    siblings.push(object);
    children.set(object.parent, siblings);
  }
  const lines = [`${scene.scene} (${scene.roomType}), ${scene.objects.length} objects`];
  const visit = (parent: string | undefined, depth: number): void => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.id.localeCompare(b.id));
    for (const object of list) {
      const states = stateWords(object, catalogue);
      lines.push(`${'  '.repeat(depth + 1)}${object.id}${states === '' ? '' : `  [${states}]`}`);
      visit(object.id, depth + 1);
    }
  };
  visit(undefined, 0);
  return lines.join('\n');
}

/** Open/closed and on/off whenever the type has them; other states only when true. */
function stateWords(object: SceneObject, catalogue: Catalogue): string {
  const properties = catalogue.types.get(object.type)?.properties ?? [];
  const s = object.state;
  const words: string[] = [];
  if (properties.includes('openable')) words.push(s.isOpen === true ? 'open' : 'closed');
  if (properties.includes('toggleable')) words.push(s.isToggled === true ? 'on' : 'off');
  if (s.isSliced === true) words.push('sliced');
  if (s.isCooked === true) words.push('cooked');
  if (s.isDirty === true) words.push('dirty');
  if (s.isBroken === true) words.push('broken');
  if (s.isUsedUp === true) words.push('used up');
  if (s.isFilledWithLiquid === true) words.push('filled');
  if (object.controls !== undefined) words.push(`controls ${object.controls}`);
  return words.join(', ');
}
