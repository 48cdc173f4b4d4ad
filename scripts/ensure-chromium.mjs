#!/usr/bin/env node
/**
 * Test set-up step: makes sure a headless Chromium is there for the browser tests (the report,
 * the room map and the timeline as a browser lays them out: tests/report/html-report.test.ts,
 * room-map.test.ts, tests/schedule/timeline.test.ts). When none is found and this runs as root
 * with apt-get, it says what it is about to install, then installs Debian's `chromium` package;
 * otherwise it says why the browser tests will be skipped. It never fails the test run: a machine
 * without a browser skips those tests, loudly.
 *
 *   node scripts/ensure-chromium.mjs          (run by `npm test` before vitest)
 *   ITERAPLAN_CHROMIUM=/path/to/chromium      use that browser instead of looking for one
 *   ITERAPLAN_SKIP_BROWSER=1                  install nothing, look for nothing: the browser tests are skipped
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

const INSTALL = ['install', '-y', '--no-install-recommends', 'chromium'];

// Set to anything but '' or 0: no browser wanted here.
const skip = (process.env.ITERAPLAN_SKIP_BROWSER ?? '') !== '' && process.env.ITERAPLAN_SKIP_BROWSER !== '0';
const found = skip ? null : findBrowser();
if (skip) {
  console.log('ensure-chromium: ITERAPLAN_SKIP_BROWSER is set: no browser looked for or installed; the browser tests will be skipped');
} else if (found) {
  console.log(`ensure-chromium: using ${found}`);
} else if (typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get')) {
  console.log(
    "ensure-chromium: no Chromium found for the browser tests; installing Debian's chromium package into the system, as root " +
      `(apt-get ${INSTALL.join(' ')}, after apt-get update if the package lists are stale). ` +
      'To skip the browser tests instead, set ITERAPLAN_SKIP_BROWSER=1; to use another browser, ITERAPLAN_CHROMIUM=/path/to/it.',
  );
  // The package lists may be missing or stale on a fresh machine: update them once if the first try fails.
  const ok = apt(INSTALL) || (apt(['update']) && apt(INSTALL));
  const now = findBrowser();
  console.log(ok && now ? `ensure-chromium: installed ${now}` : 'ensure-chromium: the installation failed; the browser tests will be skipped');
} else {
  console.log("ensure-chromium: no Chromium and no root apt-get to install it (apt-get install chromium); the browser tests will be skipped (ITERAPLAN_CHROMIUM=/path/to/chromium names one)");
}
