/**
 * Which structured-output mode an endpoint serves, found out once and shared by every client of
 * the process that talks to the same endpoint and model (an experiment opens one client per
 * episode; only the first pays for the refusals). The ladder only goes down, and only until a
 * mode has answered once: after that a refusal is an error, not a hint.
 */
import { acceptsStringLengths } from './response-format.js';
import { STRUCTURED_MODES, weakerModes } from './structured-modes.js';
import type { StructuredMode, StructuredModeNote } from './types.js';

/** A mode the endpoint refused, with its answer. */
export interface ModeRefusal {
  mode: StructuredMode;
  status: number | null;
  message: string;
}

/** The structured-output mode of one endpoint and model. */
export class EndpointModes {
  private mode: StructuredMode;
  private settledMode: StructuredMode | undefined;
  private readonly refusals: ModeRefusal[] = [];

  /**
   * @param first the mode to start from (default `json_schema`)
   * @param fixed true when the mode was chosen by the user: it is never replaced
   */
  constructor(
    readonly endpoint: string,
    readonly model: string,
    first: StructuredMode = 'json_schema',
    fixed = false,
  ) {
    this.mode = first;
    if (fixed) this.settledMode = first;
  }

  /** The mode to ask in now. */
  get current(): StructuredMode {
    return this.mode;
  }

  /** The mode once a reply (or the user) settled it. */
  get settled(): StructuredMode | undefined {
    return this.settledMode;
  }

  /** Whether the endpoint takes a GBNF grammar: undefined until a grammar call found out. */
  grammar: boolean | undefined = undefined;

  /** The refusals that led to the current mode. */
  get refused(): readonly ModeRefusal[] {
    return this.refusals;
  }

  /**
   * The endpoint refused `mode`: moves to the next weaker mode and returns it, or returns
   * undefined when the mode is settled (a refusal is then a real error) or none is left. A
   * refusal of a mode already left behind (a concurrent client) just returns the current one.
   */
  refuse(refusal: ModeRefusal): StructuredMode | undefined {
    if (this.settledMode !== undefined) return undefined;
    if (refusal.mode !== this.mode) return STRUCTURED_MODES.indexOf(refusal.mode) < STRUCTURED_MODES.indexOf(this.mode) ? this.mode : undefined;
    const next = weakerModes(this.mode)[0];
    if (next === undefined) return undefined;
    this.refusals.push(refusal);
    this.mode = next;
    return next;
  }

  /** A reply came back in `mode`: the endpoint serves it. */
  settle(mode: StructuredMode): void {
    if (this.settledMode === undefined && mode === this.mode) this.settledMode = mode;
  }

  /** The transcript note of the current mode. */
  note(detectedHere: boolean): StructuredModeNote {
    return { endpoint: this.endpoint, model: this.model, mode: this.mode, detectedHere, refused: this.refusals.map((r) => ({ ...r })) };
  }
}

const shared = new Map<string, EndpointModes>();

/**
 * The process-wide modes of `endpoint` and `model`. With `forced`, a mode of the user's choosing
 * (`--structured-output`) that is kept apart from the detected one.
 */
export function endpointModes(endpoint: string, model: string, forced?: StructuredMode): EndpointModes {
  if (forced !== undefined) return new EndpointModes(endpoint, model, forced, true);
  const key = `${endpoint}\n${model}`;
  let found = shared.get(key);
  if (found === undefined) shared.set(key, (found = new EndpointModes(endpoint, model, firstModeFor(endpoint))));
  return found;
}

/**
 * OpenAI's own strict mode refuses string length bounds (HTTP 400), so its endpoint starts
 * without them; every other server is first asked with the whole schema.
 */
function firstModeFor(endpoint: string): StructuredMode {
  return acceptsStringLengths(endpoint) ? 'json_schema' : 'json_schema_no_bounds';
}
