/**
 * Soap told of where it is, beside hands to be washed ("the soap is sitting on the edge of the bath,
 * she'll want to wash her hands at the sink", "I need to wash my hands but the soap's in the
 * shower"): the soap is what the person is telling of, wanted where hands are washed (uses.yaml
 * `soap`: soap at the sink), never only the tap run while the soap stays where it is. The hands
 * are read as that soap by the sink: the kind of soap the room has where it was told to be (a bar
 * on the bath, not the bottle by the sink), or any soap when the place says none. Soap already at
 * the sink, or not placed at all, leaves the hands as they were said.
 */

/** Soap said to be somewhere other than the sink ("the soap is on the bath", "soap's lying in the tub"): the place's words. */
const SOAP_PLACED =
  /\bsoap(?:\s+bar)?(?:'s|\s+is|\s+was|\s+has\s+been)?\s+(?:still\s+|just\s+|all\s+)?(?:sitting\s+|lying\s+|left\s+|stuck\s+|sat\s+|standing\s+|over\s+)?(?:on|in|by|at|inside|next\s+to|beside)\s+(?!(?:the\s+|a\s+|my\s+|our\s+)?(?:sink|basin|washbasin)\b)([a-z ]+)/i;
/** Hands to be washed, by whoever, with the wanting said before it and the sink after it. */
const HANDS =
  /\b(?:(?:i|we|you|she|he|they|[a-z]+)(?:'ll|'d|\s+will|\s+would|\s+is\s+going\s+to|\s+are\s+going\s+to|\s+am\s+going\s+to|\s+might)\s+)?(?:want|need|have|like|wanna|got)?\s*(?:to\s+)?wash\s+(?:my|her|his|their|your|our|the)\s+hands(?:\s+(?:at|in|by)\s+the\s+(?:sink|basin))?/i;

/** The name of the one kind of soap the room has at the place said ("edge of the bath" → "soap bar"), or undefined. */
export type SoapAt = (placeWords: readonly string[]) => string | undefined;

/** `text` with hands to be washed read as soap by the sink when the soap is told of elsewhere; unchanged otherwise. */
export function soapWhereWashed(text: string, soapAt: SoapAt): string {
  const placed = SOAP_PLACED.exec(text);
  if (placed === null || !HANDS.test(text)) return text;
  // The place runs to the end of its clause ("the edge of the bath, she'll ..."): its last words name it.
  const place = placed[1]!.toLowerCase().split(/\s+(?:and|but|so|while)\s+/)[0]!.trim().split(/\s+/);
  const name = soapAt(place) ?? 'soap';
  return text.replace(HANDS, `want the ${name} by the sink`);
}
