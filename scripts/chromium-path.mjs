// The Chromium the browser tests drive. CHROMIUM_PATH wins; otherwise Debian's headless shell
// (package chromium-headless-shell: the headless build Playwright itself uses for headless runs, with
// no GPU process or browser window to draw) when it is installed, else Debian's full Chromium, which
// runs the same tests more slowly: the accessibility journeys took 2.4 times as long in the full
// browser's headless mode on a two-core machine.
import fs from 'node:fs';

const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';
const fullChromiumPath = '/usr/bin/chromium';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath;
}
