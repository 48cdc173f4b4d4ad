/** The state words of a selector's `is`, each a flag or a temperature of the bridge's state. */
import type { StateFlag, StateWord, Temperature } from './criteria-schema.js';

/** What a state word tests: a flag's value, or the temperature. */
export type WordTest = { flag: StateFlag; value: boolean } | { temperature: Temperature };

export const STATE_WORD_TESTS: Record<StateWord, WordTest> = {
  open: { flag: 'isOpen', value: true },
  closed: { flag: 'isOpen', value: false },
  on: { flag: 'isToggled', value: true },
  off: { flag: 'isToggled', value: false },
  sliced: { flag: 'isSliced', value: true },
  cooked: { flag: 'isCooked', value: true },
  dirty: { flag: 'isDirty', value: true },
  clean: { flag: 'isDirty', value: false },
  broken: { flag: 'isBroken', value: true },
  usedUp: { flag: 'isUsedUp', value: true },
  held: { flag: 'isPickedUp', value: true },
  filled: { flag: 'isFilledWithLiquid', value: true },
  empty: { flag: 'isFilledWithLiquid', value: false },
  hot: { temperature: 'Hot' },
  cold: { temperature: 'Cold' },
  roomTemperature: { temperature: 'RoomTemp' },
};

/** How a flag reads in words, true and false. */
export const FLAG_WORDS: Record<StateFlag, [string, string]> = {
  isOpen: ['open', 'closed'],
  isToggled: ['on', 'off'],
  isSliced: ['sliced', 'not sliced'],
  isCooked: ['cooked', 'not cooked'],
  isDirty: ['dirty', 'clean'],
  isBroken: ['broken', 'not broken'],
  isUsedUp: ['used up', 'not used up'],
  isPickedUp: ['held', 'not held'],
  isFilledWithLiquid: ['filled', 'empty'],
};

/** A temperature in words. */
export const TEMPERATURE_WORDS: Record<Temperature, string> = { Hot: 'hot', Cold: 'cold', RoomTemp: 'at room temperature' };
