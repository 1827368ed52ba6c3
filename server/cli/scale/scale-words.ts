import { fakerEN } from '@faker-js/faker';
import { foldKey } from '~/core/dictionary/fold';
import { difficulties, frequencies, wordLanguages } from '~/core/dictionary/word-values';
import type { CopyValue } from './copy-rows';
import { rowRng, uuidFrom } from './random';
import { SALT, type ScalePlan } from './scale-people';

// Global words at scale: pseudo-words built from each language's syllables. Word k's value is a
// bijection of k (unique per language by construction), so other tables can name word k cheaply.

const DAY = 86_400_000;
const syllables: Record<string, string[]> = {
  en: 'ba be bi bo bu ca co cu da de di do fa fe fi fo ga go ha he hi ho la le li lo ma me mi mo na ne ni no pa pe'.split(
    ' ',
  ),
  es: 'ca co cu da de do ga go la le lo ma me mo na ne no pa pe po ra re ri ro sa se si so ta te ti to va ve vi ña'.split(
    ' ',
  ),
  fr: 'beau cha che cou dé fai gou jou la le lu ma mé mi mou nau noi pa pé peu pou qua rai ré rou sai sé sou ta té'.split(
    ' ',
  ),
  de: 'ba be ber bu da de der fa fe ge gu ha he hei ka ke la le lei ma me mu na ne ra re sa sch se ta te un we zu'.split(
    ' ',
  ),
  it: 'ba be bi ca ce chi da de di fa fe fi ga ge gi la le li ma me mi na ne ni pa pe pi ra re ri sa se si ta te ti'.split(
    ' ',
  ),
  pt: 'ba be ca ção ce da de fa fe ga gue ja la le lha lho ma me mi na ne nho pa pe qua ra re sa se ta te va ve vi'.split(
    ' ',
  ),
};

/** Word k: language by k mod 6, and a value unique within that language. */
export function scaleWordValue(k: number): { value: string; languageCode: string } {
  const languageCode = wordLanguages[k % wordLanguages.length]!;
  const set = syllables[languageCode]!;
  const n = set.length;
  let j = Math.floor(k / wordLanguages.length);
  // Short words first (n^2 two-syllable values), then three, then four syllables.
  let length = 2;
  while (j >= n ** length) {
    j -= n ** length;
    length++;
  }
  // A multiplicative scramble (a bijection on 0..n^length-1) so neighbours do not share prefixes.
  const space = n ** length;
  let x = (j * 7919 + 104729) % space;
  let value = '';
  for (let i = 0; i < length; i++) {
    value += set[x % n];
    x = Math.floor(x / n);
  }
  return { value, languageCode };
}

let glossPool: string[] | undefined;
function glosses(seed: number) {
  if (!glossPool) {
    fakerEN.seed(seed);
    glossPool = Array.from(
      { length: 2000 },
      () => `a ${fakerEN.word.adjective()} kind of ${fakerEN.word.noun()}`,
    );
  }
  return glossPool;
}

export const wordColumns = [
  'id',
  'value',
  'base_form',
  'phonetic',
  'language_code',
  'difficulty',
  'frequency',
  'definitions',
  'examples',
  'translations',
  'synonyms',
  'variants',
  'created_at',
  'updated_at',
  'version',
  // The search key the dictionary's own writers store: without it the learner's dictionary search
  // finds no generated word.
  'value_key',
];

export function scaleWordId(plan: ScalePlan, k: number): string {
  return uuidFrom(rowRng(plan.seed, SALT.word, k));
}

export function wordRow(plan: ScalePlan, k: number, total: number): CopyValue[] {
  const r = rowRng(plan.seed, SALT.word + 100, k);
  const { value, languageCode } = scaleWordValue(k);
  const pos = r.pick(['noun', 'verb', 'adjective', 'adverb']);
  const created = new Date(plan.now - r.int(0, 3 * 365) * DAY - r.int(0, DAY));
  const other = scaleWordValue(r.int(0, total - 1));
  return [
    scaleWordId(plan, k),
    value,
    value,
    languageCode === 'en' ? `/${value}/` : null,
    languageCode,
    r.pick(difficulties),
    r.pick(frequencies),
    [{ partOfSpeech: pos, definition: r.pick(glosses(plan.seed)), examples: [`An example with ${value}.`] }],
    [],
    other.languageCode !== languageCode ? { [other.languageCode]: [other.value] } : {},
    r.chance(0.5) ? [scaleWordValue(k + wordLanguages.length).value] : [],
    r.chance(0.3) ? [`${value}s`] : [],
    created,
    created,
    1,
    foldKey(value),
  ];
}
