/** Errors specific to talking to the bridge. */
import { ExitCode, IteraPlanError } from '../errors.js';

/**
 * The bridge answered `ok: false`: it refused the request (unknown op, bad params, unknown
 * scene, busy, ...). An unknown scene is the user's input (exit 2); the rest are exit 3.
 */
export class BridgeProtocolError extends IteraPlanError {
  /** The protocol error code, e.g. `unknown_scene`. */
  readonly code: string;
  /** The op of the refused request. */
  readonly op: string;
  constructor(op: string, code: string, message: string) {
    super(
      `the bridge refused '${op}' (${code}): ${message}`,
      code === 'unknown_scene' ? ExitCode.badInput : ExitCode.environment,
    );
    this.code = code;
    this.op = op;
  }
}
