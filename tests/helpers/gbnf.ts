/**
 * A small reader of llama.cpp's GBNF grammars, as far as IteraPlan's grammars use it (literals,
 * character classes with ranges and `^`, rule references, groups, `|`, `?`, `*`, `+`, `{m}`,
 * `{m,n}`, `{m,}`; one rule a line), for tests without a server: whether a text is in a grammar's
 * language (the server would let a model write it), and random texts of the language (what a model
 * held to it may write). It follows the grammar syntax of llama.cpp's grammars/README.md.
 */

type Node =
  | { k: 'alt'; items: Node[] }
  | { k: 'seq'; items: Node[] }
  | { k: 'lit'; cps: number[] }
  | { k: 'cls'; neg: boolean; ranges: [number, number][] }
  | { k: 'ref'; name: string }
  | { k: 'rep'; node: Node; min: number; max: number };

export interface Gbnf {
  rules: Map<string, Node>;
}

/** Parses a grammar; throws on syntax it does not know (so a test cannot pass on a misread). */
export function parseGbnf(text: string): Gbnf {
  const rules = new Map<string, Node>();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const m = /^([a-zA-Z0-9-]+) ::= (.*)$/.exec(line);
    if (m === null) throw new Error(`not a rule: ${line}`);
    if (rules.has(m[1]!)) throw new Error(`rule ${m[1]} twice`);
    const p = new Parser(m[2]!);
    const node = p.alternatives();
    if (!p.done()) throw new Error(`rule ${m[1]}: unread text at ${p.rest()}`);
    rules.set(m[1]!, node);
  }
  for (const name of refsOf([...rules.values()])) if (!rules.has(name)) throw new Error(`rule ${name} is used but not defined`);
  if (!rules.has('root')) throw new Error('no root rule');
  return { rules };
}

function refsOf(nodes: Node[]): string[] {
  const out: string[] = [];
  const walk = (n: Node): void => {
    if (n.k === 'ref') out.push(n.name);
    else if (n.k === 'alt' || n.k === 'seq') n.items.forEach(walk);
    else if (n.k === 'rep') walk(n.node);
  };
  nodes.forEach(walk);
  return out;
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}
  done(): boolean {
    this.space();
    return this.i >= this.s.length;
  }
  rest(): string {
    return this.s.slice(this.i);
  }
  private space(): void {
    while (this.s[this.i] === ' ') this.i++;
  }
  alternatives(): Node {
    const items = [this.sequence()];
    this.space();
    while (this.s[this.i] === '|') {
      this.i++;
      items.push(this.sequence());
      this.space();
    }
    return items.length === 1 ? items[0]! : { k: 'alt', items };
  }
  private sequence(): Node {
    const items: Node[] = [];
    for (;;) {
      this.space();
      const c = this.s[this.i];
      if (c === undefined || c === '|' || c === ')') break;
      items.push(this.postfix(this.primary()));
    }
    return items.length === 1 ? items[0]! : { k: 'seq', items };
  }
  private primary(): Node {
    const c = this.s[this.i];
    if (c === '"') {
      this.i++;
      const cps: number[] = [];
      while (this.s[this.i] !== '"') {
        if (this.i >= this.s.length) throw new Error('unterminated literal');
        cps.push(this.char());
      }
      this.i++;
      return { k: 'lit', cps };
    }
    if (c === '[') {
      this.i++;
      const neg = this.s[this.i] === '^';
      if (neg) this.i++;
      const ranges: [number, number][] = [];
      while (this.s[this.i] !== ']') {
        if (this.i >= this.s.length) throw new Error('unterminated class');
        const lo = this.char();
        if (this.s[this.i] === '-' && this.s[this.i + 1] !== ']') {
          this.i++;
          ranges.push([lo, this.char()]);
        } else ranges.push([lo, lo]);
      }
      this.i++;
      return { k: 'cls', neg, ranges };
    }
    if (c === '(') {
      this.i++;
      const inner = this.alternatives();
      this.space();
      if (this.s[this.i] !== ')') throw new Error(`expected ) at ${this.rest()}`);
      this.i++;
      return inner;
    }
    const name = /^[a-zA-Z0-9-]+/.exec(this.rest());
    if (name === null) throw new Error(`unexpected ${this.rest()}`);
    this.i += name[0].length;
    return { k: 'ref', name: name[0] };
  }
  private postfix(node: Node): Node {
    for (;;) {
      const c = this.s[this.i];
      if (c === '?') node = { k: 'rep', node, min: 0, max: 1 };
      else if (c === '*') node = { k: 'rep', node, min: 0, max: Infinity };
      else if (c === '+') node = { k: 'rep', node, min: 1, max: Infinity };
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.rest());
        if (m === null) throw new Error(`bad repetition at ${this.rest()}`);
        const min = Number(m[1]);
        node = { k: 'rep', node, min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) };
        this.i += m[0].length - 1;
      } else return node;
      this.i++;
    }
  }
  /** One character of a literal or class, escapes decoded, as a code point. */
  private char(): number {
    const c = this.s[this.i]!;
    if (c !== '\\') {
      const cp = this.s.codePointAt(this.i)!;
      this.i += cp > 0xffff ? 2 : 1;
      return cp;
    }
    const e = this.s[this.i + 1];
    const simple: Record<string, number> = { n: 10, r: 13, t: 9, '\\': 92, '"': 34, '[': 91, ']': 93 };
    if (e !== undefined && e in simple) {
      this.i += 2;
      return simple[e]!;
    }
    const digits = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
    if (digits === 0) throw new Error(`unknown escape \\${e}`);
    const hex = this.s.slice(this.i + 2, this.i + 2 + digits);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) throw new Error(`bad escape at ${this.rest()}`);
    this.i += 2 + digits;
    return parseInt(hex, 16);
  }
}

const inClass = (n: Extract<Node, { k: 'cls' }>, cp: number) => n.ranges.some(([lo, hi]) => cp >= lo && cp <= hi) !== n.neg;

/** Whether `text` is a whole sentence of the grammar (from `root`). */
export function gbnfAccepts(grammar: Gbnf, text: string): boolean {
  const cps = [...text].map((c) => c.codePointAt(0)!);
  const memo = new Map<string, Set<number>>();
  const ends = (node: Node, pos: number): Set<number> => {
    switch (node.k) {
      case 'lit':
        return node.cps.every((cp, j) => cps[pos + j] === cp) ? new Set([pos + node.cps.length]) : new Set();
      case 'cls':
        return pos < cps.length && inClass(node, cps[pos]!) ? new Set([pos + 1]) : new Set();
      case 'ref': {
        const key = `${node.name}@${pos}`;
        let found = memo.get(key);
        if (found === undefined) {
          memo.set(key, new Set()); // no left recursion in our grammars; this stops it if there were
          found = ends(grammar.rules.get(node.name)!, pos);
          memo.set(key, found);
        }
        return found;
      }
      case 'alt':
        return new Set(node.items.flatMap((item) => [...ends(item, pos)]));
      case 'seq':
        return node.items.reduce((at, item) => new Set([...at].flatMap((p) => [...ends(item, p)])), new Set([pos]));
      case 'rep': {
        const out = new Set(node.min === 0 ? [pos] : []);
        let frontier = new Set([pos]);
        for (let count = 1; count <= node.max && frontier.size > 0; count++) {
          const next = new Set([...frontier].flatMap((p) => [...ends(node.node, p)].filter((q) => q > p)));
          if (count >= node.min) next.forEach((p) => out.add(p));
          frontier = next;
        }
        return out;
      }
    }
  };
  return ends(grammar.rules.get('root')!, 0).has(cps.length);
}

/** The characters random texts are made of where a class allows them: letters, punctuation, the separators of our forms, a few non-ASCII. */
const POOL = [...'abcXYZ019 .,:;#-_|"\'()[]{}?!\\/\tàé中ß€😀'].map((c) => c.codePointAt(0)!);

/**
 * A random sentence of the grammar; `random` gives numbers in [0, 1). Unbounded repetitions stop
 * after a few; long bounded ones are sometimes taken to their bound.
 */
export function gbnfSample(grammar: Gbnf, random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const gen = (node: Node): string => {
    switch (node.k) {
      case 'lit':
        return String.fromCodePoint(...node.cps);
      case 'cls': {
        const allowed = [...POOL, ...node.ranges.filter(([lo, hi]) => hi - lo < 100).flatMap(([lo]) => [lo])].filter((cp) => inClass(node, cp));
        if (allowed.length === 0) throw new Error('no sample character for a class');
        return String.fromCodePoint(pick(allowed));
      }
      case 'ref':
        return gen(grammar.rules.get(node.name)!);
      case 'alt':
        return gen(pick(node.items));
      case 'seq':
        return node.items.map(gen).join('');
      case 'rep': {
        const max = Number.isFinite(node.max) ? node.max : node.min + 3;
        const r = random();
        const count = r < 0.15 ? max : r < 0.3 ? node.min : node.min + Math.floor(random() * Math.min(max - node.min + 1, 6));
        return Array.from({ length: count }, () => gen(node.node)).join('');
      }
    }
  };
  return gen(grammar.rules.get('root')!);
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so a failing sample can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
