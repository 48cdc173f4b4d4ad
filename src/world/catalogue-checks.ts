/** Cross-checks inside the catalogue: every type it mentions exists, and effects fit properties. */
import type { Catalogue, ObjectProperty, ObjectTypeInfo } from './catalogue-schema.js';
import type { SourceProblem } from './validate-source.js';

export function checkCatalogue(catalogue: Catalogue): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const [name, info] of catalogue.types) {
    const known = (type: string): boolean => catalogue.types.has(type);
    const missing = (path: (string | number)[], type: string): void => {
      problems.push({ path: ['types', name, ...path], message: `'${type}' is not a type of the catalogue` });
    };
    info.receptacles.forEach((type, index) => {
      if (!known(type)) missing(['receptacles', index], type);
    });
    if (info.derivedFrom !== undefined && !known(info.derivedFrom)) missing(['derivedFrom'], info.derivedFrom);
    const { effects } = info;
    for (const key of ['sliceInto', 'breakInto', 'controls'] as const) {
      const type = effects[key];
      if (type !== undefined && !known(type)) missing(['effects', key], type);
    }
    for (const key of ['heatsThrough', 'washes', 'doesNotCook'] as const) {
      effects[key]?.forEach((type, index) => {
        if (!known(type)) missing(['effects', key, index], type);
      });
    }
    problems.push(...checkEffectProperties(name, info));
  }
  return problems;
}

/**
 * An effect that acts through a property needs that property (slicing needs sliceable, ...).
 * Written once: the simulator reads it from contract/constants.json (`effectNeeds`).
 */
export const EFFECT_NEEDS: Readonly<Record<keyof ObjectTypeInfo['effects'], readonly ObjectProperty[]>> = {
  sliceInto: ['sliceable'],
  sliceCount: ['sliceable'],
  breakInto: ['breakable'],
  shatters: ['breakable'],
  sharpTool: [],
  cleaningTool: [],
  detergent: [],
  heatsContents: ['toggleable'],
  heatsThrough: ['receptacle'],
  doesNotCook: [],
  coolsContents: ['receptacle'],
  fillsContents: ['toggleable'],
  controls: ['toggleable'],
  washes: ['toggleable'],
  mustBeClosedToTurnOn: ['toggleable', 'openable'],
  mustBeOffToOpen: ['toggleable', 'openable'],
  mustBeOpenToPlace: ['openable', 'receptacle'],
  contentsReachableWhenClosed: ['openable', 'receptacle'],
  garbage: ['receptacle'],
  capacity: ['receptacle'],
};

function checkEffectProperties(name: string, info: ObjectTypeInfo): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const [effect, properties] of Object.entries(EFFECT_NEEDS) as [keyof ObjectTypeInfo['effects'], readonly ObjectProperty[]][]) {
    if (info.effects[effect] === undefined) continue;
    for (const property of properties) {
      if (!info.properties.includes(property)) {
        problems.push({ path: ['types', name, 'effects', effect], message: `${effect} needs the property ${property}` });
      }
    }
  }
  if (info.effects.sliceCount !== undefined && info.effects.sliceInto === undefined) {
    problems.push({ path: ['types', name, 'effects', 'sliceCount'], message: 'sliceCount needs sliceInto' });
  }
  const { doesNotCook, heatsContents, heatsThrough } = info.effects;
  if (doesNotCook !== undefined && heatsContents === undefined && heatsThrough === undefined) {
    problems.push({ path: ['types', name, 'effects', 'doesNotCook'], message: 'doesNotCook needs heatsContents or heatsThrough' });
  }
  return problems;
}
