/**
 * SVG from a session folder made safe to paste into report.html. The folder may come from
 * someone else, so its `timeline.svg` is not trusted: it is re-written from an allow-list of
 * the drawing elements and presentation attributes our own figures use. Anything else — script,
 * style, foreignObject, meta, form, iframe, a, use, image, animation, event handlers (`on*`),
 * links and references (`href`, `url(...)`), comments, CDATA, doctype — is left out, an element
 * with all it holds. Text and attribute values are decoded and escaped again, so nothing in
 * them can close a tag. What cannot be read as such SVG gives null: the report leaves it out.
 */
import { escapeHtml } from './escape.js';

/** Elements kept: drawing, text and titles. */
const ELEMENTS: ReadonlySet<string> = new Set(['svg', 'g', 'title', 'desc', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path', 'text', 'tspan']);

/** Attributes kept: geometry and presentation. */
const ATTRIBUTES: ReadonlySet<string> = new Set([
  'width', 'height', 'viewBox', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'dx', 'dy', 'd', 'points', 'transform',
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'opacity',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'class', 'role', 'aria-label',
]);

/** The one namespace declaration kept, on the root. */
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A value that could reach outside the figure or run something, whatever attribute holds it. */
const UNSAFE_VALUE = /url\s*\(|javascript:|data:|expression\s*\(|@import|[<>\\]/i;

const NAME = /^[A-Za-z][A-Za-z0-9:_-]*$/;
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9:_-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;

/** The SVG's markup, safe to embed in HTML, or null when it is not SVG this reads. */
export function safeSvg(svg: string): string | null {
  const out: string[] = [];
  /** Open elements: their names, and whether each is kept. */
  const open: { name: string; kept: boolean }[] = [];
  let dropping = 0; // depth inside an element left out
  let seenRoot = false;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (text !== '') {
      if (open.length === 0 && text.trim() !== '') return null;
      if (dropping === 0 && open.length > 0) out.push(escapeHtml(decodeEntities(text)));
    }
    if (lt === -1) break;
    const skipped = skipMarkup(svg, lt);
    if (skipped !== undefined) {
      if (skipped === -1) return null;
      i = skipped;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(svg);
    if (tag === null) return null;
    i = TAG.lastIndex;
    const [, closing, name, rawAttributes, selfClosing] = tag as unknown as [string, string, string, string, string];
    if (closing === '/') {
      const top = open.pop();
      if (top === undefined || top.name !== name) return null;
      if (!top.kept) dropping -= 1;
      else if (dropping === 0) out.push(`</${name}>`);
      continue;
    }
    if (open.length === 0) {
      if (seenRoot || name !== 'svg') return null; // one root, an svg
      seenRoot = true;
    }
    const kept = dropping === 0 && ELEMENTS.has(name);
    if (kept) {
      const attributes = keptAttributes(rawAttributes, open.length === 0);
      if (attributes === null) return null;
      out.push(`<${name}${attributes}${selfClosing === '/' ? '/' : ''}>`);
    }
    if (selfClosing === '/') continue;
    if (!kept) dropping += 1;
    open.push({ name, kept });
  }
  return seenRoot && open.length === 0 ? out.join('') : null;
}

/**
 * Where markup that is never kept ends (`<?xml ...?>`, `<!-- -->`, `<![CDATA[ ]]>`, `<!DOCTYPE>`):
 * the index after it, -1 when it does not end, undefined when `<` starts a tag.
 */
function skipMarkup(svg: string, lt: number): number | undefined {
  const ends: [string, string][] = [['<?', '?>'], ['<!--', '-->'], ['<![CDATA[', ']]>'], ['<!', '>']];
  for (const [start, end] of ends) {
    if (!svg.startsWith(start, lt)) continue;
    const at = svg.indexOf(end, lt + start.length);
    return at === -1 ? -1 : at + end.length;
  }
  return undefined;
}

/** The kept attributes, re-escaped; null when they cannot be read. */
function keptAttributes(raw: string, root: boolean): string | null {
  let out = '';
  ATTRIBUTE.lastIndex = 0;
  let read = 0;
  for (let match = ATTRIBUTE.exec(raw); match !== null; match = ATTRIBUTE.exec(raw)) {
    read = ATTRIBUTE.lastIndex;
    const name = match[1]!;
    if (!NAME.test(name)) return null;
    const value = decodeEntities(match[2] ?? match[3] ?? '');
    if (name === 'xmlns') {
      if (root && value === SVG_NAMESPACE) out += ` xmlns="${SVG_NAMESPACE}"`;
      continue;
    }
    if (!ATTRIBUTES.has(name) || UNSAFE_VALUE.test(value)) continue;
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  return raw.slice(read).trim() === '' ? out : null;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five named entities and numeric references decoded; any other `&` stays as it is. */
function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6}|[a-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const cp = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : '';
    }
    return NAMED[body] ?? whole;
  });
}
