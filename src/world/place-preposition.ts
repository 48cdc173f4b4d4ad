/**
 * Whether things are "in" or "on" a receptacle, for every word a person reads ("on the CoffeeTable",
 * "in the Fridge") and the offline planner's subtasks: the one list. AI2-THOR's metadata does not tell
 * a surface from a container (both are `receptacle: true`, `parentReceptacles`), so the surfaces are
 * named here. Its object-types documentation says openable receptacles take things inside; Dresser,
 * TVStand and ShelvingUnit are receptacles it does not make openable (nor does SimObjType.cs list
 * them in MustBeOpenToPlaceObjectsIn), so things lie on their tops and shelves: "on". ALFRED's goal
 * templates (askforalfred/alfred gen/goal_library.py at 821d51b72c9c) say "in" for every receptacle,
 * so they settle nothing here.
 */

/** Receptacle types whose contents lie on top of them. */
const SURFACES: ReadonlySet<string> = new Set([
  'ArmChair', 'Bed', 'Chair', 'CoffeeTable', 'CounterTop', 'Desk', 'DiningTable', 'DogBed', 'Dresser', 'Floor',
  'Footstool', 'HandTowelHolder', 'Ottoman', 'Plate', 'Shelf', 'ShelvingUnit', 'SideTable', 'Sofa', 'Stool', 'StoveBurner',
  'TVStand', 'Toilet', 'ToiletPaperHanger', 'TowelHolder', 'Cart', 'LaundryHamperLid', 'Tray',
]);

/** "on" for a surface type, "in" for anything else (a Fridge, a Bowl, a SinkBasin). */
export function placePreposition(type: string): 'in' | 'on' {
  return SURFACES.has(type) ? 'on' : 'in';
}

/** The preposition for an object id (`CoffeeTable|-01.0|+00.0|+02.0` → "on"). */
export function placePrepositionOfId(id: string): 'in' | 'on' {
  return placePreposition(id.split('|')[0]!);
}
