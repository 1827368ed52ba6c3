import type { ExampleSentence } from '~/core/dictionary/example-sentence';

type Translation = { text: string; language: string };

/**
 * The translation a reader of `locale` reads best: theirs when the sentence has it, else English, else
 * Hebrew (English entries carry Hebrew; the other languages English).
 */
export function sentenceTranslation(sentence: ExampleSentence, locale: string): Translation | null {
  const { translations } = sentence;
  const order = locale.startsWith('he') ? (['he', 'en'] as const) : (['en', 'he'] as const);
  for (const language of order) {
    const text = translations[language];
    if (text) return { text, language };
  }
  return null;
}

/** One example sentence in the word's language, its translation under it. */
export function ExampleSentenceText({
  sentence,
  language,
  locale,
}: {
  sentence: ExampleSentence;
  /** The sentence's own language (the word's). */
  language: string | null;
  /** The page's language or locale ("he", "he-IL"), which chooses the translation shown. */
  locale: string;
}) {
  const translation = sentenceTranslation(sentence, locale);
  return (
    <div className="space-y-0.5">
      <p lang={language ?? undefined} dir="auto" className="text-slate-900 dark:text-slate-100">
        {sentence.text}
      </p>
      {translation && (
        <p lang={translation.language} dir="auto" className="text-sm text-slate-600 dark:text-slate-300">
          {translation.text}
        </p>
      )}
    </div>
  );
}
