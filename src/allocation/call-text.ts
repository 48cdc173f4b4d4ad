/** The canonical text of one skill call, without its agent prefix: `SliceObject('Apple', 'Knife')`. */
import { printSkillCall } from '../code/index.js';
import type { SkillCall } from '../code/index.js';

/** The agent is left out: allocation tables show it in a column of its own. */
export function callText(call: SkillCall): string {
  return printSkillCall({ skill: call.skill, args: call.args });
}
