/**
 * A room said to need to look a way ("the place needs to look decent", "the lounge has to look respectable", "this
 * house should look presentable"): a tidy room wanted, as "make the place look nice" is (uses.yaml `tidy`: "place look
 * decent"). The list held a few of the rooms, modals and words of looking right by name, so "needs to look decent"
 * was read as grooming ("look decent": the person's looks). Said of a room only, never of a person ("she needs to
 * look decent").
 */

const ROOM = '(?:place|room|house|flat|home|apartment|kitchen|bathroom|bedroom|lounge|living room|everything)';
const MUST = '(?:needs to|need to|has to|have to|has got to|have got to|got to|gotta|should|must|ought to|is going to have to)';
/** The ways of looking right, as the list says them: "neat" is tidy, "good" and "okay" are nice. */
const LOOKS: Readonly<Record<string, string>> = { nice: 'nice', presentable: 'presentable', respectable: 'respectable', decent: 'decent', tidy: 'tidy', neat: 'tidy', good: 'nice', okay: 'nice', ok: 'nice' };
const ROOM_TO_LOOK = new RegExp(`\\b(?:the |this |our |my |your |whole )*${ROOM} (?:really |at least |just )?${MUST} (?:at least |really )?look (?:a bit |half |reasonably |really |properly )?(${Object.keys(LOOKS).join('|')})\\b`, 'g');

/** `text` (lower case) with a room needing to look right said as the list says it: "make the place look decent". */
export function roomToLook(text: string): string {
  return text.replace(ROOM_TO_LOOK, (_said: string, looks: string) => `make the place look ${LOOKS[looks]!}`);
}
