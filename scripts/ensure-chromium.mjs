#!/usr/bin/env node
/**
 * Test set-up step: makes sure a headless Chromium is there for the report's browser test
 * (tests/report/browser.test.ts). When none is found and this runs as root with apt-get, it
 * installs Debian's `chromium` package; otherwise it says why the browser test will be skipped.
 * It never fails the test run: a machine without a browser skips that one test, loudly.
 *
 *   node scripts/ensure-chromium.mjs          (run by `npm test` before vitest)
 *   ITERAPLAN_CHROMIUM=/path/to/chromium      use that browser instead of looking for one
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not here
    }
  }
  return null;
}

function findBrowser() {
  if (process.env.ITERAPLAN_CHROMIUM) return process.env.ITERAPLAN_CHROMIUM;
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return null;
}

function apt(args) {
  const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return run.status === 0;
}

const found = findBrowser();
if (found) {
  console.log(`ensure-chromium: using ${found}`);
} else if (typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get')) {
  console.log('ensure-chromium: no Chromium found; installing Debian\'s chromium package (apt-get install -y chromium) ...');
  // The package lists may be missing or stale on a fresh machine: update them once if the first try fails.
  const ok = apt(['install', '-y', '--no-install-recommends', 'chromium']) || (apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'chromium']));
  const now = findBrowser();
  console.log(ok && now ? `ensure-chromium: installed ${now}` : 'ensure-chromium: the installation failed; the report\'s browser test will be skipped');
} else {
  console.log('ensure-chromium: no Chromium and no root apt-get to install it (apt-get install chromium); the report\'s browser test will be skipped');
}
