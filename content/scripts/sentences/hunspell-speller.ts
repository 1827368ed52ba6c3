import { type HunspellFactory, loadModule } from 'hunspell-asm';
import type { SentenceLanguage } from './sentence-languages';

// Hunspell itself, compiled to WebAssembly (hunspell-asm), with the dictionaries of the npm
// `dictionary-*` packages. nspell, a JavaScript re-implementation, was tried first: it rejects German
// compounds (Krankenhaus, Weltmeisterschaft: igerman98 builds them with COMPOUNDBEGIN/END flags,
// which nspell lacks), needs 40 s for French and did not finish Italian or Portuguese in two
// minutes. Hunspell loads each in 0.5–3.5 s and knows all of them.

export type Speller = (word: string) => boolean;
type HunspellDictionary = { default: { aff: Uint8Array; dic: Uint8Array } };

const dictionaries: Record<SentenceLanguage, () => Promise<HunspellDictionary>> = {
  de: () => import('dictionary-de'),
  en: () => import('dictionary-en'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
};

let factory: Promise<HunspellFactory> | undefined;
const spellers = new Map<SentenceLanguage, Promise<Speller>>();

/** One hunspell per language for the whole process; each word is asked once. */
export function loadSpeller(language: SentenceLanguage): Promise<Speller> {
  let speller = spellers.get(language);
  if (!speller) {
    speller = createSpeller(language);
    spellers.set(language, speller);
  }
  return speller;
}

async function createSpeller(language: SentenceLanguage): Promise<Speller> {
  factory ??= loadModule();
  const hunspellFactory = await factory;
  const { default: dictionary } = await dictionaries[language]();
  const hunspell = hunspellFactory.create(
    hunspellFactory.mountBuffer(dictionary.aff, `${language}.aff`),
    hunspellFactory.mountBuffer(dictionary.dic, `${language}.dic`),
  );
  const known = new Map<string, boolean>();
  return (word) => {
    let correct = known.get(word);
    if (correct === undefined) {
      correct = hunspell.spell(word);
      known.set(word, correct);
    }
    return correct;
  };
}
