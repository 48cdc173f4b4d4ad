/**
 * Variants of an experiment: the "beyond the paper" settings an episode runs with — clarifying
 * questions on or off, best-of-N candidates, refinement from a reset scene or the current state.
 * `--clarify both --candidates 1,3 --refine-from reset,current` runs every episode once per
 * combination, and the reports compare them side by side.
 */
import { z } from 'zod';
import { InputError } from '../../errors.js';

export const EpisodeVariant = z
  .object({
    clarify: z.boolean(),
    candidates: z.number().int().positive(),
    refineFrom: z.enum(['reset', 'current']),
    /** A task's persona preferences loaded into the episode's store (`--prefs`); absent: on. Tasks without a persona have none either way. */
    prefs: z.boolean().optional(),
  })
  .strict();
export type EpisodeVariant = z.infer<typeof EpisodeVariant>;

/** The paper's setting (with questions allowed): what a record without a variant ran with. */
export const DEFAULT_VARIANT: EpisodeVariant = { clarify: true, candidates: 1, refineFrom: 'reset' };

/** A record's variant; records written before variants existed ran the default. */
export function variantOf(record: { variant?: EpisodeVariant | undefined }): EpisodeVariant {
  return record.variant ?? DEFAULT_VARIANT;
}

/** e.g. `clarify off, N=3, refine from current`; the settings that differ from the default only, `default` when none. */
export function variantLabel(variant: EpisodeVariant): string {
  const parts: string[] = [];
  if (!variant.clarify) parts.push('clarify off');
  if (variant.candidates !== 1) parts.push(`N=${variant.candidates}`);
  if (variant.refineFrom !== 'reset') parts.push(`refine from ${variant.refineFrom}`);
  if (!prefsOn(variant)) parts.push('prefs off');
  return parts.length > 0 ? parts.join(', ') : 'default';
}

/** Every setting spelled out: `clarify on, N=1, refine from reset`. */
export function variantDescription(variant: EpisodeVariant): string {
  return `clarify ${variant.clarify ? 'on' : 'off'}, N=${variant.candidates}, refine from ${variant.refineFrom}${prefsOn(variant) ? '' : ', prefs off'}`;
}

/** A file-name-safe tag for session directories; empty for the default variant. */
export function variantTag(variant: EpisodeVariant): string {
  if (variantLabel(variant) === 'default') return '';
  return `-c${variant.clarify ? 'on' : 'off'}-n${variant.candidates}-${variant.refineFrom}${prefsOn(variant) ? '' : '-prefsoff'}`;
}

/** Whether the variant loads the personas' preferences (absent: it does). */
export function prefsOn(variant: Pick<EpisodeVariant, 'prefs'>): boolean {
  return variant.prefs !== false;
}

export function sameVariant(a: EpisodeVariant, b: EpisodeVariant): boolean {
  return a.clarify === b.clarify && a.candidates === b.candidates && a.refineFrom === b.refineFrom && prefsOn(a) === prefsOn(b);
}

/** The variants to run: every combination of the listed settings, in the order given. */
export function variantGrid(settings: { clarify: readonly boolean[]; candidates: readonly number[]; refineFrom: readonly EpisodeVariant['refineFrom'][]; prefs?: readonly boolean[] }): EpisodeVariant[] {
  const grid: EpisodeVariant[] = [];
  for (const prefs of settings.prefs ?? [true]) {
    for (const clarify of settings.clarify) {
      for (const candidates of settings.candidates) {
        // The store on is the default: left out of the variant, so older results keep their keys.
        for (const refineFrom of settings.refineFrom) grid.push({ clarify, candidates, refineFrom, ...(prefs ? {} : { prefs: false }) });
      }
    }
  }
  return grid;
}

/** `--clarify on|off|both` (commander gives `false` for `--no-clarify`). */
export function parseClarifyMode(value: string | boolean): boolean[] {
  if (value === true || value === 'on') return [true];
  if (value === false || value === 'off') return [false];
  if (value === 'both') return [true, false];
  throw new InputError(`--clarify must be on, off or both, not '${String(value)}'`);
}

/** `--prefs on|off|both`: the personas' preferences in the episode's store, or not (`--no-prefs` of plan). */
export function parsePrefsMode(value: string): boolean[] {
  if (value === 'on') return [true];
  if (value === 'off') return [false];
  if (value === 'both') return [true, false];
  throw new InputError(`--prefs must be on, off or both, not '${value}'`);
}

/** `--candidates 1,3`: distinct whole numbers from 1 to 10. */
export function parseCandidateList(value: string): number[] {
  const items = value.split(',').map((v) => v.trim());
  const numbers = items.map((item) => {
    const n = Number(item);
    if (!/^\d+$/.test(item) || n < 1 || n > 10) throw new InputError(`--candidates takes whole numbers from 1 to 10 separated by commas, e.g. 1,3; '${item}' is not one`);
    return n;
  });
  return [...new Set(numbers)];
}

/** `--refine-from reset,current`. */
export function parseRefineList(value: string): EpisodeVariant['refineFrom'][] {
  const items = value.split(',').map((v) => v.trim());
  for (const item of items) {
    if (item !== 'reset' && item !== 'current') throw new InputError(`--refine-from takes reset and/or current separated by a comma; '${item}' is neither`);
  }
  return [...new Set(items as EpisodeVariant['refineFrom'][])];
}
