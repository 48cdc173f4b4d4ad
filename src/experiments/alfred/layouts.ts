/**
 * ALFRED's floorplan listing as the project keeps it (scripts/data/alfred-layouts.json, written by
 * scripts/import-alfred-layouts.py): per floorplan the ids of its openable and receptacle
 * furniture, which are AI2-THOR's own and so carry the furniture's real position. A trajectory's
 * objects are placed among these by position (placement.ts).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { findProjectRoot, readYamlSource, validateSource } from '../../world/index.js';

export const AlfredLayouts = z.object({
  source: z.object({ repository: z.string(), commit: z.string() }),
  floorplans: z.record(z.string(), z.object({ roomType: z.string(), objectTypes: z.array(z.string()), openableObjectIds: z.array(z.string()) })),
});
export type AlfredLayouts = z.infer<typeof AlfredLayouts>;

/** The listing's path in the project. */
export function alfredLayoutsPath(root: string = findProjectRoot()): string {
  return join(root, 'scripts', 'data', 'alfred-layouts.json');
}

/** Reads the listing (an InputError naming the file when it is missing or malformed). */
export function loadAlfredLayouts(path: string = alfredLayoutsPath()): AlfredLayouts {
  return validateSource(readYamlSource(path), AlfredLayouts);
}
