/**
 * `npm run content:build` builds every language's dictionary; `npm run content:build -- --only es`
 * builds one (several: `--only es,fr`). Each language group is one module; the link step that fills in
 * German and Hebrew through English runs last, once their dictionaries exist.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildRomance } from './romance/build-romance';
import { ROMANCE_CODES, type RomanceCode } from './romance/languages';

const here = dirname(fileURLToPath(import.meta.url));
const GPL_DATA = join(here, '..', 'data', 'gpl');

/**
 * A language group built by another step file. German and English (with Hebrew) live in their own
 * modules, which export a build function taking an options object (defaults write to content/data);
 * build.ts still runs when one of them is not there yet.
 */
type ExternalStep = { languages: readonly string[]; module: string; exportName: string };

// ---- Language steps of the other content groups (each adds its own module under scripts/) ----
const EXTERNAL_STEPS: readonly ExternalStep[] = [
  { languages: ['de'], module: './german/build-german.ts', exportName: 'buildGerman' },
  { languages: ['en', 'he'], module: './english/build-english.ts', exportName: 'buildEnglish' },
];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only ? new Set(values.only.split(',').map((code) => code.trim())) : null;
  const wanted = (code: string) => only === null || only.has(code);
  const started = Date.now();

  const romance = ROMANCE_CODES.filter(wanted);
  if (romance.length > 0) buildRomance(GPL_DATA, new Set<RomanceCode>(romance));

  for (const step of EXTERNAL_STEPS) {
    const languages = step.languages.filter(wanted);
    if (languages.length === 0) continue;
    const path = join(here, step.module);
    if (!existsSync(path)) {
      console.warn(`skipped ${step.languages.join('+')}: ${step.module} is not there`);
      continue;
    }
    const module = (await import(pathToFileURL(path).href)) as Record<string, (options: object) => unknown>;
    const build = module[step.exportName] ?? module.default;
    if (!build) throw new Error(`${step.module} exports neither ${step.exportName} nor a default`);
    await build({});
  }

  if (only === null || only.has('link')) {
    const { linkTranslations } = await import('./link-translations');
    linkTranslations(GPL_DATA);
  }
  console.log(`content build done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
