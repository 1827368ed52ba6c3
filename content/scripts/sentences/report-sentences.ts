import { parseArgs } from 'node:util';
import { checkSentences } from './check-sentences';
import { type SentenceLanguage, sentenceLanguages, TOP_LEMMAS } from './sentence-languages';

// Prints the checker's report for the languages given (`npx tsx content/scripts/sentences/report-sentences.ts de`);
// exits with 1 when there is a problem. `--limit N` prints at most N problems a language.

const { values, positionals: languages } = parseArgs({
  options: { limit: { type: 'string' } },
  allowPositionals: true,
});
const limit = values.limit ? Number(values.limit) : Infinity;
const unknown = languages.filter((language) => !(sentenceLanguages as readonly string[]).includes(language));
if (languages.length === 0 || unknown.length > 0) {
  console.error(`usage: report-sentences.ts <${sentenceLanguages.join('|')}>... [--limit N]`);
  process.exit(2);
}

let failed = false;
for (const language of languages as SentenceLanguage[]) {
  const report = await checkSentences(language);
  console.log(
    `${language}: ${report.lines} lines, ${report.lemmasCovered} lemmas covered, top ${TOP_LEMMAS}: ` +
      `${report.topCovered} covered, ${report.topSkipped} skipped; ${report.problems.length} problems`,
  );
  for (const problem of report.problems.slice(0, limit)) {
    console.log(`  ${problem.line ? `line ${problem.line}: ` : ''}${problem.kind}: ${problem.detail}`);
  }
  failed ||= report.problems.length > 0;
}
process.exit(failed ? 1 : 0);
