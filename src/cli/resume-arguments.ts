/**
 * What `plan --resume` cannot change: the request and the scene a session started with. Given
 * again with the same value they are accepted; with another they are refused (exit 2), naming
 * both, rather than ignored (the session would carry on with the recorded ones, silently).
 */
import { echo } from '../display.js';
import { InputError } from '../errors.js';
import type { EventOf } from '../session/index.js';

/** @throws InputError when the instruction or `--scene` differs from the resumed session's */
export function checkResumeArguments(start: EventOf<'start'>, given: { instruction: string | undefined; scene: string | undefined }): void {
  if (given.scene !== undefined && given.scene !== start.scene) {
    throw new InputError(`--scene ${echo(given.scene)}: the session being resumed plans in ${echo(start.scene)}, and a resumed session keeps its scene; leave out --scene, or start a new session`);
  }
  if (given.instruction !== undefined && given.instruction.trim() !== start.instruction.trim()) {
    throw new InputError(
      `"${echo(given.instruction)}": the session being resumed was asked "${echo(start.instruction)}", and a resumed session keeps its request; leave the request out, or start a new session for it`,
    );
  }
}
