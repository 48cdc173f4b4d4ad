/** The canonical text of one skill call, as the printer writes it: `robot.PutObject('Egg', 'Pan')`. */
import type { SkillCall } from '../code/program.js';

export function formatSkillCall(call: Pick<SkillCall, 'agent' | 'skill' | 'args'>): string {
  const prefix = call.agent === undefined ? '' : `${call.agent}.`;
  const args = call.args.map((a) => `'${a.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(', ');
  return `${prefix}${call.skill}(${args})`;
}
