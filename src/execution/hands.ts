/**
 * What the executor knows of the agents' hands without asking the bridge: which hands are surely
 * empty. It lets a skill with an `unlessHolding` step skip the `state` read in the common case.
 *
 * Only a successful PickupObject puts something into an empty hand, and a successful PutObject or
 * ThrowObject leaves the hand empty (AI2-THOR's semantics, which both backends follow). Anything
 * else leaves an empty hand empty; a hand after a pickup is unknown until a state read says.
 */
import type { StateResult } from '../bridge/index.js';

/** Atomic actions that, when they succeed, leave the acting agent's hand empty. */
const EMPTIES_HAND: ReadonlySet<string> = new Set(['PutObject', 'ThrowObject']);
/** The atomic action that fills the acting agent's hand. */
const FILLS_HAND = 'PickupObject';

export class KnownHands {
  private readonly empty = new Set<string>();

  /** After a reset every agent's hand is empty. */
  resetTo(agents: readonly string[]): void {
    this.empty.clear();
    for (const agent of agents) this.empty.add(agent);
  }

  /** True when `agent`'s hand is surely empty. */
  isEmpty(agent: string): boolean {
    return this.empty.has(agent);
  }

  /** Takes in a successful atomic action of `agent`. */
  observe(agent: string, action: string): void {
    if (EMPTIES_HAND.has(action)) this.empty.add(agent);
    else if (action === FILLS_HAND) this.empty.delete(agent);
  }

  /** Takes in what a state read says of every agent's hand. */
  learn(state: StateResult): void {
    for (const agent of state.agents) {
      if (agent.holding === null) this.empty.add(agent.name);
      else this.empty.delete(agent.name);
    }
  }
}
