/** The languages taught: each may have a file of example sentences. */
export const sentenceLanguages = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type SentenceLanguage = (typeof sentenceLanguages)[number];

/** Every lemma ranked this high or higher needs a sentence (unless the skip list names it). */
export const TOP_LEMMAS = 1000;
/** Beginners read short sentences. */
export const MAX_WORDS = 12;

export type SentenceRules = {
  /** The language of the translation column: learners of English read Hebrew, the others English. */
  translation: 'en' | 'he';
  /**
   * A separable verb may stand split, its particle closing the clause: German "Ich rufe dich an"
   * uses anrufen (the dictionary lists the joined forms: "anrufe").
   */
  particleMayTrail: boolean;
  /** A word may end in an apostrophe (Italian "un po'"). */
  apostropheMayEnd: boolean;
  /** French typography: a narrow no-break space before ? ! ; and a no-break space before : ("Tu viens ?"). */
  spaceBeforeHighPunctuation?: boolean;
};

export const sentenceRules: Record<SentenceLanguage, SentenceRules> = {
  de: { translation: 'en', particleMayTrail: true, apostropheMayEnd: false },
  en: { translation: 'he', particleMayTrail: false, apostropheMayEnd: false },
  es: { translation: 'en', particleMayTrail: false, apostropheMayEnd: false },
  fr: {
    translation: 'en',
    particleMayTrail: false,
    apostropheMayEnd: false,
    spaceBeforeHighPunctuation: true,
  },
  it: { translation: 'en', particleMayTrail: false, apostropheMayEnd: true },
  pt: { translation: 'en', particleMayTrail: false, apostropheMayEnd: false },
};
