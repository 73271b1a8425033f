// The browser tests drive Debian's Chromium, never a downloaded browser. Where it is missing, install it
// with apt-get when we can (root), otherwise stop and say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${wanted}, but there is no file there.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    [
      'The browser tests need Chromium at /usr/bin/chromium (or set CHROMIUM_PATH to a Chromium binary).',
      hasApt
        ? 'Install it with: sudo apt-get update && sudo apt-get install -y chromium'
        : 'Install Chromium with your system package manager.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian’s package (apt-get install -y chromium)...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!existsSync(wanted)) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
