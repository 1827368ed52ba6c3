import os from 'node:os';
import path from 'node:path';

/** The file in which the test server tells the tests its data directory (one per port). */
export function e2eStateFile(port: number) {
  return path.join(os.tmpdir(), `vocably-e2e-${port}.json`);
}
