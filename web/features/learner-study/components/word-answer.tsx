import type { StudyItem } from '~/core/study/study-session';
import { ExampleSentenceText } from '~/web/components/learner/example-sentence';
import { ListenButton } from '~/web/components/learner/listen-button';
import { myWordAudioUrl } from '~/web/lib/pronunciation';
import type { StudyMessages } from '../i18n/en';
import { languageAttributes } from '../lib/text-direction';

// The back of a card: the word as the learner saved it, how it sounds, and what it means.
const languageName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

function TranslationList({
  translations,
  numberLocale,
}: {
  translations: [string, string[]][];
  numberLocale: string;
}) {
  return (
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
  );
}

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
  // The learner's own language only; the other languages' translations wait behind "More
  // translations". Without any in the learner's language (or an older cached card), all are shown.
  const translations = Object.entries(word.translations).filter(
    ([language, list]) => list.length > 0 && language !== word.languageCode,
  );
  const native = translations.filter(([language]) => language === item.nativeLanguage);
  const shown = native.length > 0 ? native : translations;
  const more = native.length > 0 ? translations.filter(([language]) => language !== item.nativeLanguage) : [];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 text-3xl font-bold wrap-anywhere" {...languageAttributes(word.languageCode)}>
          {word.value}
        </p>
        <ListenButton
          text={word.value}
          language={word.languageCode}
          audioUrl={myWordAudioUrl(item.cardId, word)}
          label={t.pronunciation.listen}
        />
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
                // A space, not a margin: a Hebrew name's inline end is its left, away from the definition.
                <>
                  <span className="italic" lang={numberLocale} dir="auto">
                    {t.partsOfSpeech[entry.partOfSpeech] ?? entry.partOfSpeech}
                  </span>{' '}
                </>
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
      {shown.length > 0 && <TranslationList translations={shown} numberLocale={numberLocale} />}
      {more.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer rounded-md font-semibold text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200">
            {t.answer.moreTranslations}
          </summary>
          <div className="mt-2">
            <TranslationList translations={more} numberLocale={numberLocale} />
          </div>
        </details>
      )}
    </div>
  );
}
