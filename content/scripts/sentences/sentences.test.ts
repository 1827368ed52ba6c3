import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSentences } from './check-sentences';
import { sentenceFile } from './sentence-files';
import { sentenceLanguages, TOP_LEMMAS } from './sentence-languages';

// Every committed sentence file passes the checker: the problems it lists are the failure message.
// About 1 s of CPU for German and 2 s for English (reading 147,000 English lemmas); the timeout leaves
// room for a machine busy with other work.
const TIMEOUT_MS = 120_000;
const languages = sentenceLanguages.filter((language) => fs.existsSync(sentenceFile(language)));

describe.each(languages)('the %s example sentences', (language) => {
  it(
    'pass every check and cover the top lemmas',
    async () => {
      const report = await checkSentences(language);
      expect(report.problems).toEqual([]);
      expect(report.topCovered + report.topSkipped).toBe(TOP_LEMMAS);
    },
    TIMEOUT_MS,
  );
});
