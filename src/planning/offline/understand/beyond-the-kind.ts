/**
 * What a command asks of a thing that the thing, or the room, cannot give: a state its kind never
 * takes (AI2-THOR opens only what is openable and switches only what is toggleable: "shut the
 * window" asks a Window, which only breaks), or one more of a thing than the room holds ("a second
 * pillow", "another mug" where there is a single one). A goal of the first would hold untouched
 * (a window is never open, so "closed" holds) and one of the second would hand over the thing the
 * person already has: both are refused, saying why.
 */
import type { Catalogue } from '../../../world/index.js';
import type { Meaning } from './words-schema.js';

/** The catalogue property a state asks for (AI2-THOR's openable, toggleable). */
export const STATE_NEEDS: Partial<Record<Meaning, { readonly property: string; readonly said: string }>> = {
  open: { property: 'openable', said: 'opened or shut' },
  close: { property: 'openable', said: 'opened or shut' },
  switchOn: { property: 'toggleable', said: 'switched on or off' },
  switchOff: { property: 'toggleable', said: 'switched on or off' },
};

/** Whether the catalogue gives `type` the property. */
export const hasProperty = (type: string, property: string, catalogue: Catalogue): boolean => (catalogue.types.get(type)?.properties as readonly string[] | undefined)?.includes(property) === true;

/**
 * Whether something that switches drives `type` (a StoveKnob its StoveBurner, a Faucet the basin it runs into, a burner the
 * kettle, pot or pan on it: the catalogue's controls, washes, heatsThrough): "switch the kettle on" is the burner under it lit.
 */
function switchedBy(type: string, catalogue: Catalogue): boolean {
  return [...catalogue.types.values()].some((info) => info.effects?.controls === type || (info.effects?.washes ?? []).includes(type) || (info.effects?.heatsThrough ?? []).includes(type));
}

/** Why none of `types` can take one of `states` (none of them has the property it asks for), or undefined. */
export function stateBeyondKind(types: readonly string[], states: Iterable<Meaning>, catalogue: Catalogue): string | undefined {
  for (const state of states) {
    const need = STATE_NEEDS[state];
    if (need === undefined || types.length === 0) continue;
    const able = types.some((t) => hasProperty(t, need.property, catalogue) || (need.property === 'toggleable' && switchedBy(t, catalogue)));
    if (!able) return `a ${types[0]} cannot be ${need.said} in this world (AI2-THOR's ${types[0]} is not ${need.property})`;
  }
  return undefined;
}

/** Words before a thing that ask for one more than the person has ("another pillow", "a second mug", "an extra blanket"); "the second drawer" only picks one. */
const ONE_MORE = /\b(another|a second|an extra|an additional|one more)\b/;

/** Why the room cannot give one more of a thing said so (it holds at most one of `types`), or undefined. */
export function oneMoreThanThere(words: string, types: readonly string[], instancesOf: ((type: string) => readonly string[]) | undefined): string | undefined {
  if (instancesOf === undefined || !ONE_MORE.test(words) || types.length === 0) return undefined;
  const there = types.reduce((n, t) => n + instancesOf(t).length, 0);
  if (there >= 2) return undefined;
  const word = words.match(ONE_MORE)![1];
  return there === 0 ? undefined : `'${words}' asks for ${word === 'a second' ? word : 'one more'} ${types[0]}, and this room has only the one`;
}

/** The words right before `thing` in `said` that ask for one more of it ("another", "a second", "an extra"), or undefined. */
export function oneMoreBefore(said: string, thing: string): string | undefined {
  const before = ` ${said} `.split(` ${thing} `)[0]!.trim().split(' ');
  const last = before.at(-1) ?? '';
  const two = before.slice(-2).join(' ');
  return last === 'another' ? last : ONE_MORE.test(two) && two.split(' ').length === 2 ? two : undefined;
}
