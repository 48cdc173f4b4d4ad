/**
 * The paper's published results, kept as data (`suites/published/<suite>.yaml`) and shown beside
 * ours in the tables and figures of that suite. Nothing here is measured: it is what the paper
 * printed, with the table each value comes from.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { readYamlSource, validateSource } from '../../world/index.js';
import { roomTypes, type AllocatorName, type RoomType } from '../results/episode-record.js';
import { suitesDir } from '../suites/load-suite.js';
import type { RateMetric, RoomGroup } from './metrics.js';

const share = z.number().min(0).max(1);
const perRoom = z.object({ Kitchen: z.array(share), LivingRoom: z.array(share), Bedroom: z.array(share), Bathroom: z.array(share) }).strict();
const rateSection = z.object({ table: z.string(), models: z.record(z.string(), perRoom) }).strict();
const allocatorRow = z
  .object({ model: z.string().optional(), Kitchen: share, LivingRoom: share, Bedroom: share, Bathroom: share, all: share })
  .strict();
const allocationSection = z
  .object({ table: z.string(), allocators: z.object({ llm: allocatorRow, random: allocatorRow, 'rule-based': allocatorRow }).partial().strict() })
  .strict();

export const PublishedResults = z
  .object({
    suite: z.string(),
    source: z.string(),
    episodes: z.object({ Kitchen: z.number().int().positive(), LivingRoom: z.number().int().positive(), Bedroom: z.number().int().positive(), Bathroom: z.number().int().positive() }).strict(),
    ocr: rateSection,
    ser: rateSection,
    casr: allocationSection,
    oer: allocationSection,
  })
  .strict();
export type PublishedResults = z.infer<typeof PublishedResults>;

/** The published results of a suite, or null when the paper has none for it. */
export function loadPublished(suite: string, dir: string = suitesDir()): PublishedResults | null {
  const path = join(dir, 'published', `${suite}.yaml`);
  if (!existsSync(path)) return null;
  return validateSource(readYamlSource(path), PublishedResults);
}

/** A published value, and whether the reports derived it (all rooms of Tables III and IV). */
export interface PublishedValue {
  value: number;
  derived: boolean;
  /** The paper's table it comes from. */
  table: string;
}

/** The paper's model names in print order (`GPT-4o`, ...). */
export function publishedModels(published: PublishedResults, metric: RateMetric): string[] {
  return Object.keys(published[metric].models);
}

/**
 * OCR@k or SER@k of a paper model in a room group at k; null beyond the printed k. All rooms
 * together is derived: the room shares times the episodes of each room, over all episodes.
 */
export function publishedRate(published: PublishedResults, metric: RateMetric, model: string, room: RoomGroup, k: number): PublishedValue | null {
  const rooms = published[metric].models[model];
  if (rooms === undefined) return null;
  const table = published[metric].table;
  if (room !== 'all') {
    const value = rooms[room][k];
    return value === undefined ? null : { value, derived: false, table };
  }
  let hits = 0;
  let total = 0;
  for (const type of roomTypes) {
    const value = rooms[type][k];
    if (value === undefined) return null;
    hits += value * published.episodes[type];
    total += published.episodes[type];
  }
  return { value: hits / total, derived: true, table };
}

/** CASR or OER of an allocator in a room group, as printed; null when the paper has no such row. */
export function publishedAllocation(published: PublishedResults, metric: 'casr' | 'oer', allocator: AllocatorName, room: RoomGroup): PublishedValue | null {
  const row = published[metric].allocators[allocator];
  if (row === undefined) return null;
  return { value: room === 'all' ? row.all : row[room as RoomType], derived: false, table: published[metric].table };
}

/** How the paper names the model of its LLM allocator (e.g. `GPT-4o`), if it says. */
export function publishedAllocatorModel(published: PublishedResults, metric: 'casr' | 'oer'): string | undefined {
  return published[metric].allocators.llm?.model;
}

/** The paper model our model name stands for (`gpt-4o` → `GPT-4o`, `gpt-3.5-turbo` → `GPT-3.5`), if any. */
export function paperModelFor(model: string, paperModels: readonly string[]): string | undefined {
  const norm = (name: string) => name.toLowerCase().replace(/-turbo$/, '');
  return paperModels.find((paper) => norm(paper) === norm(model));
}
