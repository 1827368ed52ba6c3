import type { SiteLocale } from '~/core/collections/collection';
import { Spinner } from '~/web/components/ui/spinner';
import { format } from '~/web/lib/i18n/format';
import { partOfSpeechName } from '~/web/lib/i18n/parts-of-speech';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useCollection } from '../api/get-collection';
import type { CollectionsMessages } from '../i18n/en';

/** A collection's words: the lemma (in its own language), its part of speech and its meaning. */
export function CollectionPreview({
  id,
  name,
  languageCode,
  t,
  locale,
}: {
  id: string;
  name: string;
  languageCode: string;
  t: CollectionsMessages;
  locale: SiteLocale;
}) {
  const collection = useCollection(id, locale);
  if (collection.isPending) return <Spinner />;
  if (collection.isError) {
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {t.previewFailed} {refusalMessage(collection.error, t.refusals)}
      </p>
    );
  }
  return (
    // Scrolls when long: focusable, so a keyboard can scroll it too.
    <section
      aria-label={format(t.previewTitle, { name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
      tabIndex={0}
      className="max-h-80 overflow-y-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {collection.data.words.map((word) => {
          const part = word.partOfSpeech ? partOfSpeechName(word.partOfSpeech, locale) : null;
          return (
            <li key={word.globalWordId} className="min-w-0 break-words">
              <span lang={languageCode} className="font-semibold">
                {word.lemma}
              </span>
              {part && (
                <span lang={part.lang} className="text-slate-600 dark:text-slate-300">
                  {' '}
                  ({part.text})
                </span>
              )}
              {word.meaning && <span className="text-slate-700 dark:text-slate-300"> — {word.meaning}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
