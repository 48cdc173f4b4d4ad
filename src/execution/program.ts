/** Runs a whole parsed program: its skill calls in execution order. */
import { flattenSteps, type Program } from '../code/index.js';
import { executeSteps, type ExecuteOptions, type ExecutionResult } from './executor.js';

/** Resets to `options.scene` (when given) and runs every skill call of `program`. */
export function executeProgram(program: Program, options: ExecuteOptions): Promise<ExecutionResult> {
  return executeSteps(flattenSteps(program), options);
}
