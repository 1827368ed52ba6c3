import fs from 'node:fs';
import { englishFile } from './english-files';

// The curated example sentences (content/curated/sentences/<language>.tsv: lemma, text, translation),
// as the dictionary import attaches them to entries. The files are checked in `npm test`
// (content/scripts/sentences); a language without a file yet has no sentences.

export type ExampleSentenceLine = { text: string; translations: { en?: string; he?: string } };

export const exampleSentencesFile = (language: string) => englishFile(`curated/sentences/${language}.tsv`);

/** English sentences are translated into Hebrew; the other languages' into English. */
const translationLanguageOf = (language: string) => (language === 'en' ? 'he' : 'en');

/** Lemma -> its sentences in file order; empty when the language has no file. */
export function readExampleSentences(language: string): Map<string, ExampleSentenceLine[]> {
  const file = exampleSentencesFile(language);
  const byLemma = new Map<string, ExampleSentenceLine[]>();
  if (!fs.existsSync(file)) return byLemma;
  const [, ...lines] = fs.readFileSync(file, 'utf8').split('\n');
  const into = translationLanguageOf(language);
  for (const line of lines) {
    const [lemma, text, translation] = line.split('\t');
    if (!lemma || !text || !translation) continue;
    const sentences = byLemma.get(lemma) ?? [];
    sentences.push({ text, translations: { [into]: translation } });
    byLemma.set(lemma, sentences);
  }
  return byLemma;
}
