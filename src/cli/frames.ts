/**
 * `--frames` (ai2thor backend): the launched bridge saves a picture of every step and of the room
 * from above into a folder of the run's own, which moves into the session folder as `frames/`
 * when the session ends (the bridge starts before the session folder exists).
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../errors.js';
import { SESSION_FILES } from '../session/index.js';

/** Adds `--frames`. */
export function framesOption(command: Command): Command {
  return command.option('--frames', 'ai2thor backend: save a picture of every step and of the room from above (in the session folder, frames/)', false);
}

/** Where the launched bridge writes frames, or undefined without `--frames`; refuses what cannot work (exit 2). */
export function framesDirFor(flags: { frames?: boolean; backend: string; bridge?: string | undefined }, outDir: string): string | undefined {
  if (flags.frames !== true) return undefined;
  if (flags.backend !== 'ai2thor') throw new InputError('--frames needs --backend ai2thor: the symbolic simulator renders no pictures');
  if (flags.bridge !== undefined) {
    throw new InputError('--frames saves pictures from a bridge this command launches; start the bridge at --bridge with: python3 -m bridge --backend ai2thor --frames DIR');
  }
  const dir = join(resolve(outDir), `.frames-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Moves the frames into `<sessionDir>/frames`; returns that path, or null when there were none. */
export function keepFrames(framesDir: string | undefined, sessionDir: string): string | null {
  if (framesDir === undefined || !existsSync(framesDir)) return null;
  const target = join(sessionDir, SESSION_FILES.frames);
  renameSync(framesDir, target);
  return target;
}
