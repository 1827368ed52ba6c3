import type { StudyItem } from '~/core/study/study-session';
import { ExampleSentenceText } from '~/web/components/learner/example-sentence';
import type { StudyMessages } from '../i18n/en';
import { languageAttributes } from '../lib/text-direction';
import { ListenButton } from './listen-button';

// The back of a card: the word as the learner saved it, how it sounds, and what it means.
const languageName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

export function WordAnswer({
  item,
  t,
  numberLocale,
}: {
  item: StudyItem;
  t: StudyMessages;
  numberLocale: string;
}) {
  const { word } = item;
  // Copies made before the dictionary had sentences (and cards cached offline then) have none.
  const sentence = word.sentences?.[0];
  // The translation the card asked in (the learner's language) first, then the others.
  const translations = Object.entries(word.translations)
    .filter(([, list]) => list.length > 0)
    .sort(([a], [b]) => Number(b === item.prompt.language) - Number(a === item.prompt.language));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-3xl font-bold" {...languageAttributes(word.languageCode)}>
          {word.value}
        </p>
        <ListenButton text={word.value} language={word.languageCode} t={t} />
      </div>
      {word.phonetic && (
        <p className="font-mono text-slate-600 dark:text-slate-300" dir="ltr">
          {word.phonetic}
        </p>
      )}
      {word.definitions.length > 0 && (
        // Definitions are English (WordNet's), so the list reads left to right on a Hebrew page too.
        <ul className="list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-200" lang="en" dir="ltr">
          {word.definitions.slice(0, 3).map((entry) => (
            <li key={`${entry.partOfSpeech}:${entry.definition}`}>
              {entry.partOfSpeech && (
                // The part of speech is named in the learner's language, inside the English definition.
                <span className="me-1 italic" lang={numberLocale} dir="auto">
                  {t.partsOfSpeech[entry.partOfSpeech] ?? entry.partOfSpeech}
                </span>
              )}
              {entry.definition}
            </li>
          ))}
        </ul>
      )}
      {sentence && (
        <section
          aria-label={t.answer.example}
          className="border-s-2 border-brand-200 ps-3 dark:border-brand-800"
        >
          <ExampleSentenceText sentence={sentence} language={word.languageCode} locale={numberLocale} />
        </section>
      )}
      {translations.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {translations.map(([language, list]) => (
            <li key={language} className="rounded-md bg-slate-100 px-2 py-1 text-sm dark:bg-slate-800">
              <abbr
                title={languageName(language, numberLocale)}
                className="me-1.5 font-mono text-xs text-slate-600 uppercase no-underline dark:text-slate-300"
              >
                {language}
              </abbr>
              <span {...languageAttributes(language)}>{list.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
