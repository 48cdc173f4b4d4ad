/**
 * The k verified examples most like a request in a room (`--examples k`): BM25 ranking by the
 * minisearch library over each example's request, its room type, the object types its plan uses
 * and, given the household knowledge, the words of its kind of task (kind-words.ts: "hungry"
 * meets the examples that say "famished"). A type's name is split into words ('CoffeeMachine' is
 * 'coffee machine') so that the request's words meet it; ties are broken by id so the same request
 * always gets the same examples. The room alone is no likeness: an example that shares nothing but
 * the room type with the request is never shown (it would be any example of the room, and a small
 * model copies its goal).
 */
import MiniSearch from 'minisearch';
import type { BankExample, Split } from './example-schema.js';
import type { KindWords } from './kind-words.js';

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
  kind: string;
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

  /** Indexes the examples of `split` (default train: what a planner may be shown); `kinds`: the words of each kind of task. */
  constructor(examples: readonly BankExample[], split: Split | 'all' = 'train', kinds: KindWords = () => '') {
    const kept = examples.filter((e) => split === 'all' || e.split === split);
    this.byId = new Map(kept.map((e) => [e.id, e]));
    this.search = new MiniSearch<Doc>({
      fields: ['request', 'room', 'objects', 'kind'],
      storeFields: [],
      processTerm: (term) => {
        const word = term.toLowerCase();
        return STOP_WORDS.has(word) ? null : word;
      },
      searchOptions: { boost: { request: 3, room: 1, objects: 1, kind: 1 }, prefix: false, fuzzy: 0.15, combineWith: 'OR' },
    });
    this.search.addAll(
      kept.map((e) => ({ id: e.id, request: e.request, room: typeWords(e.roomType), objects: e.stage2.neededObjects.map(typeWords).join(' '), kind: kinds(e.taskType) })),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * The k examples nearest the query, best first; fewer when fewer share a word with it besides
   * the room's. One per wording and one per program (a paraphrase of an example shown teaches
   * nothing more), and at most two of one kind of task before any third: three rewordings of "I'm
   * hungry" teach less than two and a fried egg.
   */
  nearest(query: ExampleQuery, k: number): BankExample[] {
    if (k <= 0 || this.byId.size === 0) return [];
    const hits = this.search.search(`${query.request} ${typeWords(query.roomType)}`);
    hits.sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)));
    const ranked: BankExample[] = [];
    const seen = new Set<string>();
    for (const hit of hits) {
      if (Object.values(hit.match).every((fields) => fields.every((field) => field === 'room'))) continue;
      const example = this.byId.get(String(hit.id))!;
      const wording = `wording ${example.request.toLowerCase()}`;
      const program = `program ${example.scene}\n${example.code}`;
      if (seen.has(wording) || seen.has(program)) continue;
      seen.add(wording).add(program);
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
