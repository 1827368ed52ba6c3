import fs from 'node:fs';
import path from 'node:path';

/** Debian's wordnet-base ships WordNet 3.0's morphological exception lists (irregular forms). */
export const WORDNET_EXC_DIR = '/usr/share/wordnet';

const files = [
  { file: 'noun.exc', partOfSpeech: 'noun' },
  { file: 'verb.exc', partOfSpeech: 'verb' },
  { file: 'adj.exc', partOfSpeech: 'adjective' },
  { file: 'adv.exc', partOfSpeech: 'adverb' },
] as const;

export type ExceptionForm = { lemma: string; partOfSpeech: string; form: string };

/** Parses one exception list: "inflected base [base...]", underscores for spaces. */
export function parseExceptions(text: string, partOfSpeech: string): ExceptionForm[] {
  const forms: ExceptionForm[] = [];
  for (const line of text.split('\n')) {
    const [form, ...lemmas] = line.trim().split(' ');
    if (!form) continue;
    for (const lemma of lemmas) {
      forms.push({ lemma: lemma.replace(/_/g, ' '), partOfSpeech, form: form.replace(/_/g, ' ') });
    }
  }
  return forms;
}

export function wordnetExceptions(dir = WORDNET_EXC_DIR): ExceptionForm[] {
  return files.flatMap(({ file, partOfSpeech }) => {
    const source = path.join(dir, file);
    if (!fs.existsSync(source)) throw new Error(`${source} is missing: apt-get install wordnet-base`);
    return parseExceptions(fs.readFileSync(source, 'utf8'), partOfSpeech);
  });
}
