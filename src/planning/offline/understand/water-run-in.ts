/**
 * Water said to run in the shower or the bath ("get water running in the shower", "run some water in
 * the tub"): that fixture run, as "run the shower" and "run the bath" are read. Read as said, "run
 * water" was the sink's tap and the place was dropped, so the sink ran for a shower asked (issue 38,
 * a false success waiting).
 */

const FIXTURE = String.raw`(?:the\s+|my\s+|a\s+)?(shower|bath|tub|bathtub)`;
/** "get (the) water running in the shower", "have some water going in the bath". */
const WATER_RUNNING = new RegExp(String.raw`\b(?:get|have|start|set|put)\s+(?:the\s+|some\s+)?(?:hot\s+|warm\s+|cold\s+)?water\s+(?:running|going|on)\s+(?:in|into|for)\s+${FIXTURE}\b`, 'g');
/** "run (some) water in the tub", "running water into the bath". */
const RUN_WATER = new RegExp(String.raw`\b(run|running)\s+(?:the\s+|some\s+)?(?:hot\s+|warm\s+|cold\s+)?water\s+(?:in|into|for)\s+${FIXTURE}\b`, 'g');

const asFixture = (fixture: string): string => (fixture === 'shower' ? 'shower' : 'bath');

/** `text` (lower case, contractions spelt out) with water run in a shower or bath read as running that fixture. */
export function waterRunIn(text: string): string {
  return text
    .replace(WATER_RUNNING, (_said, fixture: string) => `run the ${asFixture(fixture)}`)
    .replace(RUN_WATER, (_said, run: string, fixture: string) => `${run} the ${asFixture(fixture)}`);
}
