import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnglishDictionary } from './english';
import { ENGLISH_ENRICHMENT_FILE, ENGLISH_FORMS_FILE, englishFile } from './english-files';
import { writeJsonlGz } from './jsonl-gz';
import type { WordnetLemmaSenses } from './wordnet-lemmas';

describe('readEnglishDictionary', () => {
  it('joins the enrichment, the forms and WordNet in the contract shape, in the enrichment’s order', () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'english-'));
    fs.mkdirSync(path.join(contentDir, 'data/open'), { recursive: true });
    fs.mkdirSync(path.join(contentDir, 'data/gpl'), { recursive: true });
    writeJsonlGz(englishFile(ENGLISH_ENRICHMENT_FILE, contentDir), [
      {
        lemma: 'can',
        rank: 1,
        ipa: 'ˈkæn',
        pos: ['verb', 'noun'],
        senses: [{ pos: 'verb', definition: 'be able to', examples: ['I can swim'] }],
        translations: { he: ['יכול'] },
        sources: ['vocably-function-words', 'wordnet'],
      },
      { lemma: 'run', rank: 2, ipa: 'ˈɹʌn', pos: ['verb', 'noun'], sources: ['wordnet'] },
    ]);
    writeJsonlGz(englishFile(ENGLISH_FORMS_FILE, contentDir), [
      { lemma: 'run', forms: ['ran', 'running'], sources: ['apertium-eng-spa'] },
    ]);
    const sense = (pos: 'noun' | 'verb', definition: string) => ({ pos, definition, examples: [] });
    const wordnet = new Map<string, WordnetLemmaSenses>([
      [
        'can',
        {
          key: 'can',
          lemma: 'can',
          parts: [
            {
              pos: 'noun',
              tagCount: 2,
              senses: [sense('noun', 'airtight metal container')],
              spelling: 'can',
            },
            { pos: 'verb', tagCount: 0, senses: [sense('verb', 'preserve in a can')], spelling: 'can' },
          ],
        },
      ],
      [
        'run',
        {
          key: 'run',
          lemma: 'run',
          parts: [{ pos: 'verb', tagCount: 9, senses: [sense('verb', 'move fast')], spelling: 'run' }],
        },
      ],
    ]);

    const [can, run] = readEnglishDictionary({ contentDir, wordnet });

    expect(can!.senses.map((item) => item.definition)).toEqual([
      'be able to',
      'preserve in a can',
      'airtight metal container',
    ]);
    expect(can).toMatchObject({ rank: 1, ipa: 'ˈkæn', translations: { he: ['יכול'] }, forms: [], pivot: {} });
    expect(run).toMatchObject({
      lemma: 'run',
      forms: ['ran', 'running'],
      translations: {},
      sources: ['wordnet', 'apertium-eng-spa'],
    });
    fs.rmSync(contentDir, { recursive: true });
  });
});
