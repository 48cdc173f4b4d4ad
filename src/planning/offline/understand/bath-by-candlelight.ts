/**
 * A bath said with candles ("a bath by candlelight", "a relaxing bath with some candles", "run a
 * bath with candles"): both the bath run and a candle lit. Wished, it is read as "a bath,
 * candlelit" is (two wishes, both met); asked of the robot, as "run a bath and light a candle" (two
 * uses asked by name: beside one asked, a wish is read as why; the world has no water temperature,
 * so "a nice hot bath" asks no more). Said apart, the candles were read as a
 * thing the bath holds, or the bath dropped for the light.
 */

const CANDLES = '(?:candlelight|candle light|(?:(?:a|some|the|a few|few|lots of|my|a couple of)\\s+)?(?:scented\\s+)?candles?(?:\\s+lit)?)';
const AFTER = '(?=[\\s,.;:!?]|$)';
const RUN = '\\b(?:run|draw|fill|start|prepare|get|make)\\s+(?:me\\s+|us\\s+|him\\s+|her\\s+|them\\s+)?(?:a|the|my)\\s+(?:[a-z]+\\s+){0,2}?';
const BATH = '(bath|soak)\\s+(?:with|by|and)\\s+';
const RUN_WITH_CANDLES = new RegExp(`${RUN}${BATH}${CANDLES}${AFTER}`, 'g');
const BATH_WITH_CANDLES = new RegExp(`\\b${BATH}${CANDLES}${AFTER}`, 'g');

/** `text` (lower case) with a bath said with candles said as both asked. */
export function bathByCandlelight(text: string): string {
  return text.replace(RUN_WITH_CANDLES, 'run a bath and light a candle').replace(BATH_WITH_CANDLES, '$1, candlelit');
}
