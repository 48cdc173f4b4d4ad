/**
 * Whether things are "in" or "on" a receptacle, for the words a person reads ("on the CoffeeTable",
 * "in the Fridge"). AI2-THOR's metadata does not tell a surface from a container (both are
 * `receptacle: true`, `parentReceptacles`), so the surfaces are named here.
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
