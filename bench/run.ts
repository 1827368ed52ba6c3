// `npm run bench [-- --only <name>[,<name>]]`: every benchmark in turn (never two at once: they would
// share the machine's cores and skew each other). Each prints a markdown table for docs/performance.md.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { apiLoad } from './api-load';
import { bulkDisable } from './bulk-disable';
import { dictionary } from './dictionary';
import { embeddedVsPostgres } from './embedded-vs-postgres';
import { exportCsv } from './export-csv';
import { importDeck } from './import-deck';
import { learningEffectiveness } from './learning-effectiveness';
import { search } from './search';
import { studyScale } from './study-scale';
import { web } from './web';

process.env.TEST_PORT_RANGE ??= '3700-3799';

const benchmarks: Record<string, () => Promise<void>> = {
  'api-load': apiLoad,
  search,
  export: exportCsv,
  'bulk-disable': bulkDisable,
  'embedded-vs-postgres': embeddedVsPostgres,
  web,
  learning: learningEffectiveness,
  dictionary,
  study: studyScale,
  import: importDeck,
};

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chosen = values.only ? values.only.split(',') : Object.keys(benchmarks);
for (const name of chosen) {
  if (!benchmarks[name]) {
    console.error(`Unknown benchmark ${name}; choose from ${Object.keys(benchmarks).join(', ')}`);
    process.exit(2);
  }
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
for (const name of chosen) {
  const started = performance.now();
  console.log(`\n## ${name}`);
  await benchmarks[name]!();
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
