/**
 * A headless Chromium for tests that look at a page as a browser renders it. Found on PATH (or
 * ITERAPLAN_CHROMIUM); `npm test` installs Debian's package first where it can
 * (scripts/ensure-chromium.mjs). Tests skip, saying why, when there is none.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { findExecutable } from '../../src/voice/find-executable.js';
import { EVENT_BOUND_MS } from './wait.js';

/** ITERAPLAN_SKIP_BROWSER set to anything but '' or 0: no browser wanted here (as scripts/ensure-chromium.mjs reads it). */
const SKIP = (process.env['ITERAPLAN_SKIP_BROWSER'] ?? '') !== '' && process.env['ITERAPLAN_SKIP_BROWSER'] !== '0';

/** The browser's path, or null (always null when ITERAPLAN_SKIP_BROWSER is set). */
export function findChromium(): string | null {
  if (SKIP) return null;
  const given = process.env['ITERAPLAN_CHROMIUM'];
  if (given) return given;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const found = findExecutable(name, process.env['PATH']);
    if (found) return found;
  }
  return null;
}

/** Why browser tests are skipped here, for the skip message. */
export const NO_CHROMIUM = SKIP
  ? 'ITERAPLAN_SKIP_BROWSER is set'
  : "no headless Chromium on this machine: install Debian's chromium package (npm test does so as root with apt-get, scripts/ensure-chromium.mjs), set ITERAPLAN_CHROMIUM, or set ITERAPLAN_SKIP_BROWSER=1 to skip the browser tests";

async function runChromium(browser: string, args: string[]): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'iteraplan-chromium-'));
  try {
    const result = await execa(
      browser,
      ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars', '--disable-extensions', `--user-data-dir=${profile}`, ...args],
      { timeout: EVENT_BOUND_MS, reject: false, env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: '' } },
    );
    if (result.timedOut) throw new Error(`headless chromium did not exit within ${EVENT_BOUND_MS / 1000} s (${args.at(-1)})`);
    if (result.exitCode !== 0) throw new Error(`chromium exited ${String(result.exitCode)}: ${String(result.stderr).slice(-600)}`);
    return String(result.stdout);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The DOM of a local file after the browser loaded and rendered it. */
export function dumpDom(browser: string, file: string): Promise<string> {
  return runChromium(browser, ['--dump-dom', pathToFileURL(file).href]);
}

/** A PNG screenshot of a local file at the given window size. */
export async function screenshot(browser: string, file: string, png: string, size: { width: number; height: number }): Promise<void> {
  await runChromium(browser, [`--window-size=${size.width},${size.height}`, `--screenshot=${png}`, pathToFileURL(file).href]);
}

/** A text of an SVG as the browser laid it out, and what it must stay inside. */
export interface MeasuredText {
  text: string;
  /** Its class attribute, or null. */
  className: string | null;
  box: { x: number; y: number; width: number; height: number };
  /** The bounding box of the rect drawn in the same `<g>` before it (a bar), when there is one. */
  container: { x: number; y: number; width: number; height: number } | null;
}

/** Every `<text>` of `svg` as the browser drew it (its box on the page, from the SVG's corner), with the SVG's own width and height. */
export async function measureSvgTexts(browser: string, svg: string): Promise<{ width: number; height: number; texts: MeasuredText[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'iteraplan-measure-'));
  try {
    const page = join(dir, 'measure.html');
    const script = `
      const svg = document.querySelector('svg');
      const origin = svg.getBoundingClientRect();
      // As drawn on the page (rotations included), in the SVG's own pixels.
      const box = (e) => { const b = e.getBoundingClientRect(); return { x: b.left - origin.left, y: b.top - origin.top, width: b.width, height: b.height }; };
      const texts = [...svg.querySelectorAll('text')].map((t) => {
        const rect = t.parentElement.tagName === 'g' ? t.parentElement.querySelector('rect') : null;
        return { text: t.textContent, className: t.getAttribute('class'), box: box(t), container: rect ? box(rect) : null };
      });
      document.getElementById('out').textContent = JSON.stringify({ width: svg.width.baseVal.value, height: svg.height.baseVal.value, texts });`;
    writeFileSync(page, `<!DOCTYPE html><html><body style="margin:0">${svg}<pre id="out"></pre><script>${script}</script></body></html>`);
    const dom = await dumpDom(browser, page);
    const json = /<pre id="out">([\s\S]*?)<\/pre>/.exec(dom)?.[1];
    if (json === undefined || json === '') throw new Error('the browser measured nothing');
    return JSON.parse(json.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
