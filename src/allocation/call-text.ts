/** The canonical text of one skill call, without its agent prefix: `SliceObject('Apple', 'Knife')`. */
import type { SkillCall } from '../code/program.js';

export function callText(call: SkillCall): string {
  return `${call.skill}(${call.args.map(quote).join(', ')})`;
}

function quote(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}
