/** What the executor needs of a loaded world: its skills and the catalogue's properties of each type. */
import type { World } from '../world/index.js';
import type { ExecuteOptions } from './executor.js';

/** What the executor needs of a loaded world: the skill library, and each type's properties for reports. */
export function worldExecutionData(world: Pick<World, 'skills' | 'catalogue'>): Pick<ExecuteOptions, 'skills' | 'propertiesOf'> {
  return { skills: world.skills, propertiesOf: (type) => world.catalogue.types.get(type)?.properties };
}
