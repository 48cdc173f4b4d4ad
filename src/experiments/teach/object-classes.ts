/**
 * TEACh's object classes (`simbotObjectClass`; alexa/teach
 * `src/teach/meta_data_files/ai2thor_resources/custom_object_classes.json`): each AI2-THOR type's
 * classes ("Drinkware", "Tables", ...). An object's classes are its type and the type's classes,
 * so a class condition names a type or a class.
 */
import { z } from 'zod';
import { readJsonFile } from '../../world/index.js';

export const ObjectClassesFile = z.record(z.string().min(1), z.array(z.string().min(1)));

/** Type → its classes, as read. */
export type ObjectClasses = ReadonlyMap<string, readonly string[]>;

/** Reads a classes file; a problem is an InputError naming the file, line and field. */
export function readObjectClasses(path: string): ObjectClasses {
  return new Map(Object.entries(readJsonFile(path, ObjectClassesFile, 'the object classes', 4 * 1024 * 1024)));
}

/**
 * The types of `known` an object class covers: the type of that name, and every type listed
 * with the class. Sink and Bathtub also cover their basins (TEACh's check_object_type treats
 * Sink and SinkBasin, Bathtub and BathtubBasin as one).
 */
export function typesOfClass(name: string, classes: ObjectClasses, known: ReadonlySet<string>): string[] {
  const types = new Set<string>();
  if (known.has(name)) types.add(name);
  for (const [type, of] of classes) if (of.includes(name) && known.has(type)) types.add(type);
  for (const [whole, basin] of BASINS) {
    if (types.has(whole) && known.has(basin)) types.add(basin);
    if (types.has(basin) && known.has(whole)) types.add(whole);
  }
  return [...types].sort();
}

const BASINS: readonly (readonly [string, string])[] = [
  ['Sink', 'SinkBasin'],
  ['Bathtub', 'BathtubBasin'],
];
