/** Human-readable names for places in parsed data, used in loading errors. */
import type { DataPath } from './yaml-source.js';

/**
 * Formats a data path as `objects[12] (Egg|-02.04|+00.81|+01.24).parent`: keys joined by dots,
 * indices in brackets, and an entry that has an `id` followed by that id so the reader can find it.
 */
export function formatDataPath(path: DataPath, data: unknown): string {
  let text = '';
  let node: unknown = data;
  for (const segment of path) {
    if (typeof segment === 'number') {
      text += `[${segment}]`;
      node = Array.isArray(node) ? node[segment] : undefined;
      const id = idOf(node);
      if (id !== undefined) text += ` (${id})`;
    } else {
      const key = String(segment);
      text += text === '' ? key : `.${key}`;
      node = isRecord(node) ? node[key] : undefined;
    }
  }
  return text;
}

function idOf(node: unknown): string | undefined {
  return isRecord(node) && typeof node['id'] === 'string' ? node['id'] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
