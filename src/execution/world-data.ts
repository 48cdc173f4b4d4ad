/** What the executor needs of a loaded world, in one place. */
import { agentNames, type World } from '../world/index.js';
import type { ExecuteOptions } from './executor.js';

/**
 * The skill library, each type's properties for reports, the team's agents (a reset starts an
 * episode with every one of them) and the team itself (what each agent can do, acting-agents.ts).
 */
export function worldExecutionData(world: Pick<World, 'skills' | 'catalogue' | 'team'>): Pick<ExecuteOptions, 'skills' | 'propertiesOf' | 'agents' | 'team'> {
  return { skills: world.skills, propertiesOf: (type) => world.catalogue.types.get(type)?.properties, agents: agentNames(world.team), team: world.team };
}
