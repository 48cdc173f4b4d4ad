/**
 * Opens a file in the person's browser where one can be reached: `open` on macOS, else
 * `xdg-open` when a display is set. Returns the opener used, or null when there is none.
 */
import { execa } from 'execa';
import { findExecutable } from '../voice/index.js';

export async function openInBrowser(path: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const opener = process.platform === 'darwin' ? 'open' : env['DISPLAY'] || env['WAYLAND_DISPLAY'] ? 'xdg-open' : null;
  if (opener === null) return null;
  const found = findExecutable(opener, env['PATH']);
  if (found === undefined) return null;
  try {
    const child = execa(found, [path], { detached: true, stdio: 'ignore', reject: false });
    child.unref();
    return opener;
  } catch {
    return null;
  }
}
