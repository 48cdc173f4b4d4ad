/**
 * A person on the phone (or talking to someone in the room) who turns to the robot by name and back
 * again, the turns set off by dashes ("hang on mum - robot, the kettle's bone dry - no mum, not
 * you, go on"; "sorry Dave -- robot: lights off please -- yeah I'm here"): only what follows the
 * robot's name, up to the next dash, is said to the robot. Read whole, the words to the other
 * person ("no mum, I'm talking to the robot", "yes mum, one second") blocked the request or were
 * read as needs of their own. Unlike interrupted.ts, the request is known by the robot's name.
 */

const DASH = String.raw`(?:--+|—|–|\s-\s)`;
/** The robot addressed at a turn's start ("robot,", "hey robot", "ok robot:"), with words before it that only call. */
const ADDRESSED = /^\s*(?:(?:ok|okay|oh|and|so|sorry|right|hey|hi|oi|yo|um|uh|erm)[,\s]+)*(?:hey\s+|dear\s+|my\s+)?robot\b\s*[,:;!.]?\s*/;

/** `text` (lower case) kept to the turns said to the robot by name when the speech is parted by dashes; unchanged otherwise. */
export function turnedTo(text: string): string {
  const turns = text.split(new RegExp(DASH));
  if (turns.length < 2) return text;
  const toRobot = turns.filter((t) => ADDRESSED.test(t)).map((t) => t.replace(ADDRESSED, '').trim()).filter((t) => t.length > 0);
  return toRobot.length === 0 ? text : toRobot.join(', ');
}
