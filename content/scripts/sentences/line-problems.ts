import { MAX_WORDS, type SentenceRules } from './sentence-languages';

// The shape of one line, spelling aside: a sentence starts with a capital (after an opening mark such
// as Spanish ¿) and ends with its punctuation; the translation too; Hebrew is letters without vowel
// points.

const opening = `[¿¡«"„“‚'(]*`;
// French sets its closing guillemet off with a no-break space: "« Viens ! »".
const closing = `[\u00A0\u202F»"“”'’)]*`;
const startsLikeASentence = new RegExp(`^${opening}[\\p{Lu}\\p{N}]`, 'u');
const startsLikeAHebrewSentence = new RegExp(`^${opening}[\\u05D0-\\u05EA\\p{N}]`, 'u');
const endsLikeASentence = new RegExp(`[.!?…]${closing}$`, 'u');
// Hebrew letters, maqaf, geresh and gershayim, digits, spaces and punctuation.
const hebrewCharacters = /^[\u05D0-\u05EA\u05BE\u05F3\u05F4\d ,.!?:;"'()\-–—]+$/;
const vowelPoints = /[\u0591-\u05BD\u05BF-\u05C7]/;

export type LineProblem = { kind: 'format' | 'too-long' | 'translation'; detail: string };

/** Words as a reader counts them: what stands between spaces, if it has a letter or a digit. */
export const wordCount = (text: string) =>
  text.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk)).length;

function shapeProblems(text: string, what: string, startPattern: RegExp): string[] {
  const problems: string[] = [];
  if (text !== text.trim() || /\s{2}/.test(text)) problems.push(`${what} has extra spaces`);
  if (!startPattern.test(text)) problems.push(`${what} does not start like a sentence`);
  if (!endsLikeASentence.test(text)) problems.push(`${what} does not end with . ! or ?`);
  return problems;
}

export function lineProblems(text: string, translation: string, rules: SentenceRules): LineProblem[] {
  const problems: LineProblem[] = shapeProblems(text, 'text', startsLikeASentence).map((detail) => ({
    kind: 'format',
    detail,
  }));
  if (rules.spaceBeforeHighPunctuation && /[^\s\u202F\u00A0][?!;:]|[\u00A0 ][?!;]|[\u202F ]:/u.test(text)) {
    problems.push({
      kind: 'format',
      detail: 'text needs a narrow no-break space before ? ! ; and a no-break space before :',
    });
  }
  const words = wordCount(text);
  if (words > MAX_WORDS) problems.push({ kind: 'too-long', detail: `${words} words` });
  if (translation.trim() === '') return [...problems, { kind: 'translation', detail: 'empty translation' }];
  const hebrew = rules.translation === 'he';
  for (const detail of shapeProblems(
    translation,
    'translation',
    hebrew ? startsLikeAHebrewSentence : startsLikeASentence,
  )) {
    problems.push({ kind: 'translation', detail });
  }
  if (hebrew && (!hebrewCharacters.test(translation) || vowelPoints.test(translation))) {
    problems.push({
      kind: 'translation',
      detail: 'Hebrew translation has other characters than Hebrew letters',
    });
  }
  if (!hebrew && /[\u0590-\u05FF]/.test(translation)) {
    problems.push({ kind: 'translation', detail: 'English translation has Hebrew characters' });
  }
  return problems;
}
