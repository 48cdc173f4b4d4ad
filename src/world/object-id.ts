/**
 * AI2-THOR object ids, parsed structurally: `Type|x|y|z`, or `Type|x|y|z|Suffix` for a part of
 * another object (`Sink|-01.90|+00.97|-01.50|SinkBasin`) or a derived one (`...|AppleSliced_1`).
 * The grammar is the contract fixture tests/fixtures/contracts/object-ids.json, which the
 * simulator (bridge/sim/object_ids.py) follows too.
 */

/** The fields of a well-formed object id. */
export interface ObjectIdParts {
  /** The first field: the type the id was made for (`Sink` in a SinkBasin's id). */
  readonly base: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** The fifth field, when present. */
  readonly suffix: string | undefined;
}

export type ObjectIdParse =
  | { readonly ok: true; readonly parts: ObjectIdParts }
  | { readonly ok: false; readonly reason: string };

const AXES = ['x', 'y', 'z'] as const;
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** `+00.95`, `-02.10` or `00.00` (AI2-THOR writes zero without a sign at times). */
const COORDINATE = /^[+-]?[0-9]+\.[0-9]{2}$/;
const INDEXED = /^(.+)_[0-9]+$/;

/** Splits an id on '|' and checks each field; the reason says which field is wrong and why. */
export function parseObjectId(id: string): ObjectIdParse {
  const fields = id.split('|');
  if (fields.length !== 4 && fields.length !== 5) {
    return { ok: false, reason: `has ${fields.length} '|'-separated fields; expected Type|x|y|z or Type|x|y|z|Suffix` };
  }
  const [base = '', ...rest] = fields;
  if (base === '') return { ok: false, reason: 'has an empty type field before the first |' };
  if (!TYPE_NAME.test(base)) return { ok: false, reason: `has type field '${base}'; expected a type name such as Apple` };
  const coordinates: number[] = [];
  for (const [index, axis] of AXES.entries()) {
    const text = rest[index] ?? '';
    if (!COORDINATE.test(text)) {
      return { ok: false, reason: `has ${axis} coordinate '${text}'; expected a signed decimal with two places such as -02.10` };
    }
    coordinates.push(Number(text));
  }
  const suffix = fields[4];
  if (suffix === '') return { ok: false, reason: 'has an empty fifth field' };
  const [x = 0, y = 0, z = 0] = coordinates;
  return { ok: true, parts: { base, x, y, z, suffix } };
}

/** The type an id names: the suffix's type for `...|SinkBasin` or `...|AppleSliced_1`, else the base. */
export function typeNamedById(parts: ObjectIdParts): string {
  if (parts.suffix === undefined) return parts.base;
  return INDEXED.exec(parts.suffix)?.[1] ?? parts.suffix;
}
