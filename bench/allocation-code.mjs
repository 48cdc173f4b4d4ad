// The skill code bench/allocation.mjs allocates: a household round of ten calls, repeated.

/** Calls written in the code at most: a code file holds 2,000 lines, so long plans call functions several times. */
const WRITTEN = 1_000;

/** Ten calls that touch the fridge, the stove, a cabinet, the counter and the sink, as a household plan does. */
const ROUND = [
  `OpenObject('Fridge')`,
  `PutObject('Egg', 'Pan')`,
  `CloseObject('Fridge')`,
  `SliceObject('Apple', 'Knife')`,
  `CleanObject('Plate', 'DishSponge', 'SoapBottle')`,
  `SwitchOn('StoveKnob')`,
  `SwitchOff('StoveKnob')`,
  `PutObject('Apple', 'Plate')`,
  `OpenObject('Cabinet')`,
  `CloseObject('Cabinet')`,
];

/** Skill code whose expansion holds `calls` skill calls: `part()` of up to WRITTEN calls, called as often as needed. */
export function benchmarkCode(calls) {
  const written = Math.min(calls, WRITTEN);
  const body = Array.from({ length: written }, (_, i) => `    ${ROUND[i % ROUND.length]}`);
  const times = calls / written;
  if (!Number.isInteger(times)) throw new Error(`${calls} is not a multiple of ${written}`);
  return `def part():\n${body.join('\n')}\n\ndef task():\n${Array.from({ length: times }, () => '    part()').join('\n')}\n\ntask()\n`;
}

