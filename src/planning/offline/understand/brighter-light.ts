/**
 * "The light" made brighter ("make the light brighter", "can we get the lighting a bit brighter"):
 * more light in the room, which a lamp gives as well as the ceiling light, so it is read as "make it
 * brighter" is (asked which). Read with "light" as the thing, only the ceiling light was switched on,
 * a lamp never offered (issue 38). A light named as one ("the big light", "the desk lamp") is left as said.
 */

const BRIGHTER = /\b(make|get|have)\s+(?:the|this|that|my)\s+(?:light|lights|lighting)\s+((?:a\s+(?:bit|little|lot)\s+|much\s+|way\s+|even\s+)?)(brighter|lighter)\b/g;

/** `text` (lower case, contractions spelt out) with the room's light made brighter said as "make it brighter". */
export function brighterLight(text: string): string {
  return text.replace(BRIGHTER, (_said, verb: string, how: string, brighter: string) => `${verb} it ${how}${brighter}`);
}
