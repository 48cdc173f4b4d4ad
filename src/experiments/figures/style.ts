/**
 * Fixed colours and markers, so a room type or a model looks the same in every figure of every
 * report: the paper's models and ours get one colour each (Okabe-Ito, safe for colour-blind
 * readers), rooms their own (Paul Tol's muted scheme). A name not listed gets a colour from its
 * hash, so it too keeps it from run to run.
 */
import type { RoomGroup } from '../tables/metrics.js';

export type Marker = 'circle' | 'square' | 'triangle' | 'diamond' | 'triangle-down' | 'cross' | 'plus' | 'star';

export interface Style {
  colour: string;
  marker: Marker;
  /** A dash pattern for the line (variants of one model among several models). */
  dash?: string;
}

export const ROOM_STYLES: Record<RoomGroup, Style> = {
  Kitchen: { colour: '#CC6677', marker: 'circle' },
  LivingRoom: { colour: '#44AA99', marker: 'square' },
  Bedroom: { colour: '#DDAA33', marker: 'triangle' },
  Bathroom: { colour: '#332288', marker: 'diamond' },
  all: { colour: '#555555', marker: 'star' },
};

/** Models by their lower-case name without a `-turbo` ending; the paper's are matched the same way. */
const KNOWN_MODELS: Record<string, Style> = {
  offline: { colour: '#000000', marker: 'circle' },
  'gpt-4o': { colour: '#0072B2', marker: 'square' },
  'gpt-4': { colour: '#D55E00', marker: 'triangle' },
  'gpt-3.5': { colour: '#009E73', marker: 'diamond' },
  'gpt-4o-mini': { colour: '#56B4E9', marker: 'triangle-down' },
};

const OTHER_COLOURS = ['#CC79A7', '#E69F00', '#882255', '#999933', '#6699CC', '#AA4499', '#117733', '#888888'];
const MARKERS: Marker[] = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'cross', 'plus', 'star'];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The base model of a series name: `offline [N=3]` → `offline`, normalised. */
export function modelKey(name: string): string {
  return name.replace(/\s*\[.*\]$/, '').replace(/^paper\s+/i, '').toLowerCase().replace(/-turbo$/, '');
}

/** A model's fixed style (the paper's GPT-4o and our gpt-4o share it). */
export function modelStyle(name: string): Style {
  const key = modelKey(name);
  const known = KNOWN_MODELS[key];
  if (known !== undefined) return known;
  const h = hash(key);
  return { colour: OTHER_COLOURS[h % OTHER_COLOURS.length]!, marker: MARKERS[(h >>> 8) % MARKERS.length]! };
}

/** Colours of a single model's variants after its own (its first variant keeps the model's colour). */
const VARIANT_COLOURS = ['#E69F00', '#56B4E9', '#CC79A7', '#009E73', '#D55E00', '#0072B2', '#999999'];
const VARIANT_DASHES = ['6,3', '2,3', '8,3,2,3', '1,2'];

/**
 * The styles of one figure's series: fixed per model. A model's variants (`offline [N=3]`) get the
 * next markers; with one model in the figure they also get colours of their own, with several
 * they keep the model's colour and get a dash pattern. Two unlisted models whose hashes collide
 * are told apart by the next free colour.
 */
export function seriesStyles(names: readonly string[]): Style[] {
  const variants = new Map<string, number>();
  const colourOwner = new Map<string, string>();
  const ours = new Set(names.filter((n) => !n.toLowerCase().startsWith('paper ')).map(modelKey));
  return names.map((name) => {
    const model = modelKey(name);
    let base = modelStyle(name);
    const owner = colourOwner.get(base.colour);
    if (owner !== undefined && owner !== model) {
      const free = OTHER_COLOURS.find((c) => !colourOwner.has(c));
      if (free !== undefined) base = { ...base, colour: free };
    }
    colourOwner.set(base.colour, model);
    const key = model + (name.toLowerCase().startsWith('paper ') ? ' (paper)' : '');
    const n = variants.get(key) ?? 0;
    variants.set(key, n + 1);
    if (n === 0) return base;
    const marker = MARKERS[(MARKERS.indexOf(base.marker) + n) % MARKERS.length]!;
    if (ours.size === 1) return { colour: VARIANT_COLOURS[(n - 1) % VARIANT_COLOURS.length]!, marker };
    return { colour: base.colour, marker, dash: VARIANT_DASHES[(n - 1) % VARIANT_DASHES.length]! };
  });
}
