/** The current code version as a program. */
import { type Program } from '../code/index.js';
import { checkCode } from '../planning/index.js';
import type { SessionContext } from './context.js';

/** The current code's program (the state machine runs only code that validated). */
export function currentProgram(ctx: SessionContext): Program {
  const checked = checkCode(ctx.state.code!.code, ctx.validation);
  if (checked.program === null || checked.errors.length > 0) throw new Error(`code v${ctx.state.code!.version} does not validate`);
  return checked.program;
}
