/**
 * A thing said to be too warm or too cold ("the wine is warm", "the potato's gone cold", "the wine
 * isn't cold enough"): the person wants it the other way, chilled or heated, never warmth for
 * themselves (the `warmth` need). AI2-THOR's objects carry a temperature (ObjectTemperature: a
 * Fridge makes what is in it Cold, a Microwave or lit StoveBurner Hot; CanToggleOnOff.cs and the
 * contextual `coolsContents`/`heatsContents` of the catalogue), so both are states a goal can ask.
 */

/** What is eaten or drunk, whose temperature a person minds (AI2-THOR's food types, what is cut or cooked of them, and wine). */
export const EATEN_OR_DRUNK: ReadonlySet<string> = new Set(['Apple', 'AppleSliced', 'Bread', 'BreadSliced', 'Egg', 'EggCracked', 'Lettuce', 'LettuceSliced',
  'Potato', 'PotatoSliced', 'Tomato', 'TomatoSliced', 'WineBottle']);

/** How a thing is said to be, before the temperature word ("is", "has gone", "tastes"); how much ("too", "a bit") is read after it. */
const BEING = ['is', 'are', 'is gone', 'are gone', 'is getting', 'is going', 'getting', 'going', 'was', 'were', 'has gone', 'have gone', 'has got', 'went', 'got', 'gone', 'feels', 'tastes', 'is still', 'is not', 'are not',
  // Where it stands while it is so ("the wine is still sitting warm in the cupboard"): how it is, as "is".
  'is sitting', 'is still sitting', 'still sitting', 'sitting', 'is standing', 'is still standing', 'standing'];
/** Where it is, said after how it is ("warm in the cupboard"): the temperature is what is told. */
const WHERE_AFTER = / (?:in|on|at|by|inside) (?:the|my|a|our) [a-z]+$/;
const WARM = new Set(['warm', 'hot', 'lukewarm', 'tepid', 'room temperature']);
const COLD = new Set(['cold', 'freezing', 'stone cold', 'chilly', 'icy']);

/** The command that puts right a thing's temperature said in `clause` after its name (`thing`, at `at`), or undefined. */
export function temperatureCommand(clause: readonly string[], thingAt: number, thingLength: number, thing: string): string | undefined {
  const rest = clause.slice(thingAt + thingLength).join(' ');
  const being = BEING.filter((b) => rest.startsWith(`${b} `)).sort((a, b) => b.length - a.length)[0];
  if (being === undefined) return undefined;
  let said = rest.slice(being.length + 1).replace(/^(?:too|a bit|so|really|way too|far too|quite|all|a little) /, '').replace(WHERE_AFTER, '');
  const denied = being.endsWith('not');
  const enough = / enough$/.test(said);
  said = said.replace(/ enough$/, '');
  if (!WARM.has(said) && !COLD.has(said)) return undefined;
  // "not cold enough" wants it colder, "not warm" wants it warm: the denial turns the word round.
  const wantsCold = WARM.has(said) !== (denied || enough);
  return `${wantsCold ? 'chill' : 'heat'} the ${thing}`;
}
