/** SVG building blocks of the figures: escaping, numbers, markers, text. No dependency. */
import type { Marker } from './style.js';

/** Fonts present on most machines, DejaVu Sans first (what the PNG renderer finds on Linux). */
export const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** Escapes text for SVG (and HTML) content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A coordinate with at most one decimal. */
export const fmt = (n: number): string => Number(n.toFixed(1)).toString();

/** A share as a percentage with one decimal, e.g. `75.0%`. */
export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** A marker of radius `r` centred on (x, y); hollow ones are white inside. */
export function marker(kind: Marker, x: number, y: number, colour: string, options: { r?: number; hollow?: boolean; title?: string } = {}): string {
  const r = options.r ?? 4;
  const fill = options.hollow ? 'white' : colour;
  const paint = `fill="${fill}" stroke="${colour}" stroke-width="1.5"`;
  const title = options.title === undefined ? '' : `<title>${escapeXml(options.title)}</title>`;
  const close = (shape: string) => (title === '' ? `${shape}/>` : `${shape}>${title}</${shape.split(' ')[0]!.slice(1)}>`);
  const points = (pts: [number, number][]) => pts.map(([px, py]) => `${fmt(x + px * r)},${fmt(y + py * r)}`).join(' ');
  switch (kind) {
    case 'circle':
      return close(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" ${paint}`);
    case 'square':
      return close(`<rect x="${fmt(x - r * 0.85)}" y="${fmt(y - r * 0.85)}" width="${fmt(r * 1.7)}" height="${fmt(r * 1.7)}" ${paint}`);
    case 'triangle':
      return close(`<polygon points="${points([[0, -1.15], [1.05, 0.75], [-1.05, 0.75]])}" ${paint}`);
    case 'triangle-down':
      return close(`<polygon points="${points([[0, 1.15], [1.05, -0.75], [-1.05, -0.75]])}" ${paint}`);
    case 'diamond':
      return close(`<polygon points="${points([[0, -1.2], [1.1, 0], [0, 1.2], [-1.1, 0]])}" ${paint}`);
    case 'star':
      return close(`<polygon points="${points(starPoints())}" ${paint}`);
    case 'cross':
    case 'plus': {
      const d = kind === 'plus' ? `M${fmt(x - r)},${fmt(y)}H${fmt(x + r)}M${fmt(x)},${fmt(y - r)}V${fmt(y + r)}` : `M${fmt(x - r)},${fmt(y - r)}L${fmt(x + r)},${fmt(y + r)}M${fmt(x - r)},${fmt(y + r)}L${fmt(x + r)},${fmt(y - r)}`;
      return close(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.2"`);
    }
  }
}

function starPoints(): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? 1.3 : 0.55;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
  }
  return pts;
}

/** A text element. */
export function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${fmt(x)}" y="${fmt(y)}"${attributes === '' ? '' : ` ${attributes}`}>${escapeXml(content)}</text>`;
}

/** Rough width of a text in px at a font size (for laying out legends). */
export function textWidth(content: string, size = 12): number {
  return content.length * size * 0.58;
}
