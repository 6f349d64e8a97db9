// The browser tests drive Debian's Chromium (no browser download works on these machines). Issue 14 item 7:
// on a fresh machine `npm test` installs it itself when it can (root, apt-get present), saying so in one line;
// otherwise it stops with the message the Playwright config prints.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const aptGet = '/usr/bin/apt-get';

if (!existsSync(chromiumPath)) {
  const canInstall = process.env.CHROMIUM_PATH === undefined && process.getuid?.() === 0 && existsSync(aptGet);
  if (!canInstall) {
    console.error(
      `Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromiumPath}: installing Debian's chromium with apt-get (a minute or two).`);
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync(aptGet, ['update', '-qq'], quiet);
  execFileSync(aptGet, ['install', '-y', '-qq', 'chromium'], quiet);
}
