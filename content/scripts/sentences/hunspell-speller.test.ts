import { describe, expect, it } from 'vitest';
import { loadSpeller } from './hunspell-speller';
import { type SentenceLanguage, sentenceRules } from './sentence-languages';
import { tokenizeSentence } from './tokenize-sentence';

// Each language's hunspell loads and reads a sentence the way the checker tokenises it: German
// compounds whole, elisions and clitics whole, and it rejects a misspelling.
const samples: Record<SentenceLanguage, { right: string; wrong: string }> = {
  de: { right: 'Das Krankenhaus hat eine neue E-Mail-Adresse.', wrong: 'Krankenhauss' },
  en: { right: "I don't know, it's o'clock.", wrong: 'recieve' },
  es: { right: '¿Dónde está el niño? Dámelo, por favor.', wrong: 'niñoo' },
  fr: { right: "L'homme dit qu'il viendra aujourd'hui, peut-être.", wrong: 'aujourdhui' },
  it: { right: "Dov'è l'uomo? Un po' d'acqua per un'amica.", wrong: 'perchè' },
  pt: { right: 'Não sei, diga-me onde está o coração.', wrong: 'coracao' },
};

describe('loadSpeller', () => {
  it.each(Object.entries(samples))(
    'knows %s words',
    async (language, { right, wrong }) => {
      const spell = await loadSpeller(language as SentenceLanguage);
      const words = tokenizeSentence(right, sentenceRules[language as SentenceLanguage]).map((t) => t.word);
      expect(words.filter((word) => !spell(word))).toEqual([]);
      expect(spell(wrong)).toBe(false);
    },
    60_000,
  );
});
