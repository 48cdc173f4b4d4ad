/**
 * Requests generated from the household knowledge over one room: templates over what things are
 * for (uses.yaml: a use asked for by name, a need said in words) and over the room's objects
 * (commands: put X on Y, turn on X, heat X ...), each with the goal that reading means. Pure: the
 * knowledge, the room and a seeded random source in, candidates out; whether a program reaches
 * the goal is the builder's business (build.ts), not decided here.
 */
import type { Alternative } from '../goals/index.js';
import { faucetsOfScene, useGoal, type Knowledge } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { Candidate } from './candidate.js';
import { placeWords, spoken } from './words.js';

const VERBS = new Set(
  'make turn switch open close boil put take light wash do clean get heat brew throw empty let draw shut watch set fry cook water wind clear fill run start toast slice bring pour warm fetch tidy straighten flush dim prepare'.split(' '),
);
const VERB_FORMS = ['{p}', 'Please {p}.', 'Could you {p}?', 'Can you {p} for me?', "I'd like you to {p}.", '{p}, please'];
const NOUN_FORMS = ["I'd like {a}{p}.", 'Could I have {a}{p}?', '{p}, please.', 'I want {a}{p}.', 'Can you get me {a}{p}?'];
const FEELING_FORMS = ["I'm {w}.", 'I feel {w}.', "I'm so {w}.", "I'm feeling {w} right now."];
const WANT_FORMS = ['I want {w}.', 'Get me {w}, please.', 'I could use {w}.'];
const FEELINGS = new Set('hungry thirsty sleepy tired exhausted drowsy cold chilly freezing bored stressed starving famished peckish parched filthy messy sticky dark gloomy'.split(' '));

/** Furniture a thing is put on or in by a command (receptacles that are not carried). */
function isFurniture(world: Pick<World, 'catalogue'>, type: string): boolean {
  const props = world.catalogue.types.get(type)?.properties ?? [];
  return props.includes('receptacle') && !props.includes('pickupable');
}

function has(world: Pick<World, 'catalogue'>, type: string, property: string): boolean {
  return (world.catalogue.types.get(type)?.properties ?? []).includes(property as never);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(phrase: string): string {
  if (/^(a|an|some|something|my|the)\b/.test(phrase) || /s$/.test(phrase.split(' ')[0]!)) return '';
  return /^[aeiou]/.test(phrase) ? 'an ' : 'a ';
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A goal of goals.yaml as its alternatives (a goal that is a choice of goals: theirs, in order). */
export function goalAlternatives(knowledge: Knowledge, id: string, seen = new Set<string>()): Alternative[] {
  const entry = knowledge.goals.goals[id];
  if (entry === undefined || seen.has(id)) return [];
  seen.add(id);
  return entry.done ?? (entry.use ?? []).flatMap((g) => goalAlternatives(knowledge, g, seen));
}

/** The uses of uses.yaml this room can serve: its room type, one of its types, and what it requires. */
function usesOfRoom(knowledge: Knowledge, types: ReadonlySet<string>, roomType: string) {
  return knowledge.uses.uses.filter(
    (u) =>
      u.goal !== undefined &&
      (u.rooms === undefined || (u.rooms as readonly string[]).includes(roomType)) &&
      u.types.some((t) => types.has(t)) &&
      u.requires.every((list) => list.some((t) => types.has(t))),
  );
}

function uniqueByName(alternatives: readonly Alternative[]): Alternative[] {
  return alternatives.filter((a, i) => alternatives.findIndex((b) => b.name === a.name) === i);
}

/** Every request the templates make for the room (before sampling). */
export function requestsForRoom(world: Pick<World, 'catalogue' | 'scene'>, knowledge: Knowledge, random: () => number): Candidate[] {
  const scene = world.scene.scene;
  const roomType = world.scene.roomType;
  const types = new Set(world.scene.objects.map((o) => o.type));
  const out: Candidate[] = [];
  const uses = usesOfRoom(knowledge, types, roomType);

  // A use asked for by name: "Could you make coffee?", "I'd like a glass of water." Its goal is the
  // reader's for this room: a bath's tap is the one running into a BathtubBasin, none in a kitchen.
  const room = { roomType, usable: types, faucetsFor: faucetsOfScene(world.scene.objects) };
  for (const use of uses) {
    const fit = useGoal(use, knowledge, room);
    if (!fit.ok) continue;
    const goal = [...fit.goal.alternatives];
    if (goal.length === 0) continue;
    const description = knowledge.goals.goals[use.goal!]?.description ?? capital(use.id);
    for (const ask of use.asks) {
      const verb = VERBS.has(ask.split(' ')[0]!);
      const form = pick(verb ? VERB_FORMS : NOUN_FORMS, random);
      const request = capital(form.replace('{a}', article(ask)).replace('{p}', ask));
      out.push({ request, scene, goal, taskType: `use:${use.id}`, from: `asks '${ask}' of use ${use.id}, form '${form}'`, description, source: 'generated' });
    }
  }

  // A need said in words: "I'm thirsty." — any use of the room that serves it is a way.
  for (const [need, entry] of Object.entries(knowledge.uses.needs)) {
    const serving = uses.filter((u) => u.serves.includes(need));
    const goal = uniqueByName(serving.flatMap((u) => goalAlternatives(knowledge, u.goal!)));
    if (goal.length === 0) continue;
    for (const word of entry.words) {
      const forms = FEELINGS.has(word) ? FEELING_FORMS : word.startsWith('something') ? WANT_FORMS : null;
      if (forms === null) continue;
      const form = pick(forms, random);
      out.push({ request: form.replace('{w}', word), scene, goal, taskType: `need:${need}`, from: `need ${need} word '${word}', form '${form}'`, description: `Bring ${entry.says}.`, source: 'generated' });
    }
  }

  // Commands over the room's own objects.
  const sorted = [...types].sort();
  const furniture = sorted.filter((t) => isFurniture(world, t) && t !== 'Floor');
  for (const type of sorted) {
    const x = spoken(type);
    if (has(world, type, 'pickupable')) {
      for (const place of furniture) {
        const form = pick(['Put the {x} {at}.', 'Place the {x} {at}.', 'Could you put the {x} {at}?', 'Move the {x} {at}, please.', 'I want the {x} {at}.'], random);
        const at = placeWords(place);
        out.push(command(scene, 'place', form.replace('{x}', x).replace('{at}', at), `Put the ${type} ${at.replace(spoken(place), place)}.`, { name: `${type} ${at.split(' ')[0]} ${place}`, all: [{ exists: { type, in: place } }] }));
      }
    }
    if (has(world, type, 'toggleable') && !['StoveKnob', 'Faucet', 'ShowerHead'].includes(type)) {
      out.push(command(scene, 'toggle-on', pick(['Turn on the {x}.', 'Switch on the {x}, please.', 'Could you turn the {x} on?'], random).replace('{x}', x), `Turn the ${type} on.`, { name: `${type} on`, all: [{ exists: { type, is: ['on'] } }] }));
      out.push(command(scene, 'toggle-off', pick(['Turn off the {x}.', 'Switch off the {x}, please.', 'Could you turn the {x} off?'], random).replace('{x}', x), `Turn the ${type} off.`, { name: `${type} off`, all: [{ exists: { type, is: ['off'] } }] }));
    }
    if (has(world, type, 'openable')) {
      out.push(command(scene, 'open', pick(['Open the {x}.', 'Could you open the {x}?'], random).replace('{x}', x), `Open the ${type}.`, { name: `${type} open`, all: [{ exists: { type, is: ['open'] } }] }));
    }
    if (has(world, type, 'dirtyable') && has(world, type, 'pickupable')) {
      out.push(command(scene, 'clean', pick(['Clean the {x}.', 'Wash the {x}, please.', 'Could you rinse the {x}?'], random).replace('{x}', x), `Rinse the ${type} clean.`, { name: `${type} clean`, all: [{ exists: { type, is: ['clean'] } }] }));
    }
    if (has(world, type, 'pickupable') && (has(world, type, 'cookable') || ['Mug', 'Cup', 'Potato', 'Apple', 'Tomato', 'Egg', 'Bread'].includes(type))) {
      out.push(command(scene, 'heat', pick(['Heat the {x}.', 'Warm up the {x}, please.', 'Could you heat up the {x}?'], random).replace('{x}', x), `Heat the ${type}.`, { name: `hot ${type}`, all: [{ exists: { type, is: ['hot'] } }] }));
      out.push(command(scene, 'cool', pick(['Chill the {x}.', 'Cool the {x} down, please.', 'Could you get the {x} cold?'], random).replace('{x}', x), `Cool the ${type}.`, { name: `cold ${type}`, all: [{ exists: { type, is: ['cold'] } }] }));
    }
    if (has(world, type, 'canFillWithLiquid') && has(world, type, 'pickupable')) {
      out.push(command(scene, 'fill', pick(['Fill the {x} with water.', 'Could you fill the {x} with water?'], random).replace('{x}', x), `Fill the ${type} with water.`, { name: `${type} filled with water`, all: [{ exists: { type, fillLiquid: 'water' } }] }));
    }
  }
  return out;
}

function command(scene: string, form: string, request: string, description: string, goal: Alternative): Candidate {
  return { request, scene, goal: [goal], taskType: `command:${form}`, from: `command ${form}: '${request}'`, description, source: 'generated' };
}

/** Shuffles in place with the seeded source (Fisher–Yates). */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * At most `count` candidates of the room, spread over the kinds of task: one of each task type in
 * turn (in a seeded order), so a room with sixty places to put things still gets its coffee.
 */
export function sampleCandidates(candidates: readonly Candidate[], count: number, random: () => number, focus?: (c: Candidate) => boolean): Candidate[] {
  const byType = new Map<string, Candidate[]>();
  for (const c of shuffle([...candidates], random)) byType.set(c.taskType, [...(byType.get(c.taskType) ?? []), c]);
  const order = shuffle([...byType.keys()].sort(), random);
  // Targeted augmentation: the task types a failure list names come first, three times over.
  const focused = focus === undefined ? [] : order.filter((t) => byType.get(t)!.some(focus));
  const rounds = [...focused, ...focused, ...focused, ...order];
  const chosen: Candidate[] = [];
  while (chosen.length < count && rounds.some((t) => byType.get(t)!.length > 0)) {
    for (const type of rounds) {
      const next = byType.get(type)!.shift();
      if (next === undefined) continue;
      chosen.push(focused.includes(type) && focus !== undefined && focus(next) ? { ...next, source: 'augmented' } : next);
      if (chosen.length === count) break;
    }
  }
  return chosen;
}
