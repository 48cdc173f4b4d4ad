/**
 * The k verified examples most like a request in a room (`--examples k`): BM25 ranking by the
 * minisearch library over each example's request, its room type and the object types its plan
 * uses. A type's name is split into words ('CoffeeMachine' is 'coffee machine') so that the
 * request's words meet it; ties are broken by id so the same request always gets the same examples.
 */
import MiniSearch from 'minisearch';
import type { BankExample, Split } from './example-schema.js';

/** Words that say nothing of the task ("could you", "I feel", "please"): left out of the index and the query. */
const STOP_WORDS = new Set(
  'a an the i im i\'m me my you your it its is am are be to of for in on at and or so some please could can would will get give make feel feeling want like need just really very right now thanks hey'.split(' '),
);

/** Examples of one kind of task shown before examples of other kinds fill the rest. */
const MAX_PER_KIND = 2;

interface Doc {
  id: string;
  request: string;
  room: string;
  objects: string;
}

/** 'CoffeeMachine' → 'coffee machine'; 'BreadSliced' → 'bread sliced'. */
export function typeWords(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** What a request is matched by: the words of the request and the room. */
export interface ExampleQuery {
  request: string;
  roomType: string;
}

export class ExampleIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly byId: Map<string, BankExample>;

  /** Indexes the examples of `split` (default train: what a planner may be shown). */
  constructor(examples: readonly BankExample[], split: Split | 'all' = 'train') {
    const kept = examples.filter((e) => split === 'all' || e.split === split);
    this.byId = new Map(kept.map((e) => [e.id, e]));
    this.search = new MiniSearch<Doc>({
      fields: ['request', 'room', 'objects'],
      storeFields: [],
      processTerm: (term) => {
        const word = term.toLowerCase();
        return STOP_WORDS.has(word) ? null : word;
      },
      searchOptions: { boost: { request: 3, room: 1, objects: 1 }, prefix: false, fuzzy: 0.15, combineWith: 'OR' },
    });
    this.search.addAll(
      kept.map((e) => ({ id: e.id, request: e.request, room: typeWords(e.roomType), objects: e.stage2.neededObjects.map(typeWords).join(' ') })),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * The k examples nearest the query, best first; fewer when fewer match a word at all. One per
   * wording, and at most two of one kind of task before any third: three rewordings of "I'm
   * hungry" teach less than two and a fried egg.
   */
  nearest(query: ExampleQuery, k: number): BankExample[] {
    if (k <= 0 || this.byId.size === 0) return [];
    const hits = this.search.search(`${query.request} ${typeWords(query.roomType)}`);
    hits.sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)));
    const ranked: BankExample[] = [];
    const wordings = new Set<string>();
    for (const hit of hits) {
      const example = this.byId.get(String(hit.id))!;
      const key = example.request.toLowerCase();
      if (wordings.has(key)) continue;
      wordings.add(key);
      ranked.push(example);
    }
    const perKind = new Map<string, number>();
    const first = ranked.filter((e) => {
      const n = perKind.get(e.taskType) ?? 0;
      perKind.set(e.taskType, n + 1);
      return n < MAX_PER_KIND;
    });
    const rest = ranked.filter((e) => !first.includes(e));
    return [...first, ...rest].slice(0, k).sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b));
  }
}
