/** How the generated requests name things: a type in a person's words ('CoffeeMachine' → 'coffee machine'). */
import { placePreposition } from '../world/index.js';

/** Types whose everyday name is not their split type name. */
const SAID: Readonly<Record<string, string>> = {
  TVStand: 'TV stand',
  CounterTop: 'counter',
  GarbageCan: 'bin',
  HousePlant: 'plant',
  RemoteControl: 'remote',
  CellPhone: 'phone',
  KeyChain: 'keys',
  DishSponge: 'sponge',
  SinkBasin: 'sink',
  BathtubBasin: 'bathtub',
  StoveBurner: 'stove',
  Television: 'TV',
  SprayBottle: 'spray bottle',
  AlarmClock: 'alarm clock',
};

export function spoken(type: string): string {
  return SAID[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "in the fridge", "on the sofa". */
export function placeWords(receptacle: string): string {
  return `${placePreposition(receptacle)} the ${spoken(receptacle)}`;
}
