/**
 * "Get the lights", "get the blinds", "get the door": "get" said of a thing that cannot be carried (the catalogue
 * has it not pickupable) but switches or opens (toggleable, openable) is English for working it, to the state it is
 * not in: the lights that are on switched off, the blinds that are shut opened (issue 38: loose commands). Never a
 * light switch or the blinds "in hand", which no robot can pick up. With the room's start unknown, nothing is read.
 */
import type { Catalogue } from '../../../world/index.js';
import type { Meaning } from './words-schema.js';

/** Whether objects of a type start in a state (`isToggled`: on, `isOpen`: open) in the room; undefined when it has none. */
export type StartState = (type: string, flag: 'isToggled' | 'isOpen') => boolean | undefined;

/** The deed "get" asks of a thing of `types` that cannot be carried: switching or opening it to the state it is not in. */
export function gotAt(types: readonly string[], catalogue: Catalogue, startState: StartState | undefined): Meaning | undefined {
  if (startState === undefined) return undefined;
  const type = types[0];
  const properties: readonly string[] = (type === undefined ? undefined : catalogue.types.get(type)?.properties) ?? [];
  if (type === undefined || properties.includes('pickupable')) return undefined;
  if (properties.includes('toggleable')) {
    const on = startState(type, 'isToggled');
    return on === undefined ? undefined : on ? 'switchOff' : 'switchOn';
  }
  if (properties.includes('openable')) {
    const open = startState(type, 'isOpen');
    return open === undefined ? undefined : open ? 'close' : 'open';
  }
  return undefined;
}

/** The start state of a room's objects, from its scene: whether any object of the type starts with the flag set. */
export function startStateOf(objects: readonly { type: string; state?: Partial<Record<'isToggled' | 'isOpen', boolean>> }[]): StartState {
  return (type, flag) => {
    const of = objects.filter((o) => o.type === type);
    return of.length === 0 ? undefined : of.some((o) => o.state?.[flag] === true);
  };
}
