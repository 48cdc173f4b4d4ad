/**
 * What the executor knows of the agents' hands without asking for the whole state: which hands
 * are surely empty. It lets a skill with an `unlessHolding` step skip the `state` read in the
 * common case. Which actions fill or empty a hand is the simulator's rule: every step result says
 * what the acting agent holds after it (`holding`), and this only remembers it.
 */
import type { StateResult, StepResult } from '../bridge/index.js';

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

  /** Takes in what a step of `agent` left in its hand (unknown when an older bridge does not say). */
  observe(agent: string, result: Pick<StepResult, 'holding'>): void {
    if (result.holding === null) this.empty.add(agent);
    else this.empty.delete(agent);
  }

  /** Takes in what a state read says of every agent's hand. */
  learn(state: StateResult): void {
    for (const agent of state.agents) {
      if (agent.holding === null) this.empty.add(agent.name);
      else this.empty.delete(agent.name);
    }
  }
}
