/** What an ALFRED task's plan says it does, in a sentence, from its task type and goal objects (task-goal.ts's GoalTypes). Pure. */
import type { AlfredTaskType, GoalTypes } from '../../experiments/index.js';
import { placePreposition } from '../../world/index.js';

export function alfredTaskDescription(taskType: AlfredTaskType, types: GoalTypes): string {
  const { object: o, receptacle: r, movable: m, lamp: l } = types;
  const a = (type: string | null) => `${/^[AEIOU]/.test(type ?? '') ? 'an' : 'a'} ${type}`;
  const at = (place: string | null) => (place === null ? '' : ` ${placePreposition(place)} the ${place}`);
  const sliced = types.sliced === null ? '' : `Slice the ${types.sliced}, then `;
  const task = ((): string => {
    switch (taskType) {
      case 'pick_and_place_simple':
        return `put ${a(o)}${at(r)}.`;
      case 'pick_two_obj_and_place':
        return `put two of the ${o}${at(r)}.`;
      case 'pick_and_place_with_movable_recep':
        return `put ${a(o)}${at(m)}, and the ${m}${at(r)}.`;
      case 'pick_clean_then_place_in_recep':
        return `rinse ${a(o)} in the SinkBasin and put it${at(r)}.`;
      case 'pick_heat_then_place_in_recep':
        return `heat ${a(o)} in the Microwave and put it${at(r)}.`;
      case 'pick_cool_then_place_in_recep':
        return `chill ${a(o)} in the Fridge and put it${at(r)}.`;
      case 'look_at_obj_in_light':
        return `look at ${a(o)} by the light of the ${l}: hold it with the ${l} on.`;
    }
  })();
  return sliced === '' ? task.charAt(0).toUpperCase() + task.slice(1) : `${sliced}${task}`;
}
