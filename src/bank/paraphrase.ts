/**
 * Other wordings of a verified request, by rules (expansion): a politer or plainer frame, a
 * synonym of the verb, a contraction spelt out. The words that carry the task stay as they are,
 * so the wording asks for the same goal, and the verified program and goal go with it. Pure.
 */

const SWAPS: readonly [RegExp, string][] = [
  [/^Put /, 'Place '],
  [/^Place /, 'Set '],
  [/^Turn on /, 'Switch on '],
  [/^Turn off /, 'Switch off '],
  [/^Switch on /, 'Turn on '],
  [/^Switch off /, 'Turn off '],
  [/^Could you /, 'Would you '],
  [/^Can you /, 'Could you '],
  [/^I'd like /, 'I would like '],
  [/^I'm /, 'I am '],
  [/^I want /, "I'd like "],
  [/^Clean /, 'Wash '],
  [/^Heat /, 'Warm '],
  [/^Chill /, 'Cool '],
];

const FRAMES: readonly ((bare: string) => string)[] = [
  (bare) => `Please ${lower(bare)}.`,
  (bare) => `Hey, ${lower(bare)}.`,
  (bare) => `${bare}, thanks.`,
  (bare) => `${bare} when you get a chance.`,
];

function lower(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The request without its end punctuation and politeness. */
function bare(request: string): string {
  return request.replace(/[.!?]+$/, '').replace(/,? please$/i, '').replace(/^Please /, '').trim();
}

/** Up to `count` other wordings of `request`, distinct from it and each other, picked with the seeded source. */
export function paraphrases(request: string, count: number, random: () => number): string[] {
  const base = bare(request);
  const options = new Set<string>();
  for (const [from, to] of SWAPS) if (from.test(base)) options.add(`${base.replace(from, to)}${/\?$/.test(request) ? '?' : '.'}`);
  // A question keeps its form; a statement or command also gets a frame.
  // "Please I'm hungry" is no sentence: a statement about the person takes only 'Hey' and 'thanks'.
  const frames = /^I\b/.test(base) ? FRAMES.slice(1, 3) : FRAMES;
  if (!/\?$/.test(request)) for (const frame of frames) options.add(frame(base.charAt(0).toUpperCase() + base.slice(1)));
  options.delete(request);
  const list = [...options].sort();
  const chosen: string[] = [];
  while (chosen.length < count && list.length > 0) chosen.push(list.splice(Math.floor(random() * list.length), 1)[0]!);
  return chosen;
}
