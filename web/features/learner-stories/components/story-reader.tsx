import ArrowLeft from 'lucide-react/icons/arrow-left';
import Languages from 'lucide-react/icons/languages';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { MyStory, StorySentence } from '~/core/stories/my-story';
import { wordOccurrences } from '~/core/stories/story-text';
import { focusOnMount } from '~/web/lib/focus-on-mount';
import type { StoriesMessages } from '../i18n/en';
import { GeneratorBadge } from './generator-badge';
import { HighlightedWord } from './highlighted-word';
import { storyMeta } from './story-list';

type Props = { story: MyStory; t: StoriesMessages; numberLocale: string };

/** A piece of the story with the chosen words marked; each mark is a HighlightedWord. */
function Highlighted({ piece, story, t, numberLocale }: Props & { piece: string }) {
  const words = story.words.map((value, index) => ({ id: story.wordIds[index] ?? `word:${index}`, value }));
  const known = new Set(story.wordIds);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const occurrence of wordOccurrences(piece, words, story.languageCode ?? 'en')) {
    parts.push(<Fragment key={`t${at}`}>{piece.slice(at, occurrence.start)}</Fragment>);
    parts.push(
      <HighlightedWord
        key={`w${occurrence.start}`}
        text={piece.slice(occurrence.start, occurrence.end)}
        wordId={known.has(occurrence.wordId) ? occurrence.wordId : null}
        t={t}
        numberLocale={numberLocale}
      />,
    );
    at = occurrence.end;
  }
  parts.push(<Fragment key={`t${at}`}>{piece.slice(at)}</Fragment>);
  return <>{parts}</>;
}

/** The story's paragraphs, its chosen words marked. */
function StoryText(props: Props) {
  const { story } = props;
  const text = story.text.normalize('NFC');
  const paragraphs = text.split(/\n\s*\n/u);
  let offset = 0;
  return (
    // The story's own direction, whatever the interface's (an English story in the Hebrew interface
    // reads left to right, its full stops at the end).
    <div className="space-y-4 text-lg leading-relaxed" lang={story.languageCode ?? undefined} dir="auto">
      {paragraphs.map((paragraph) => {
        const start = text.indexOf(paragraph, offset);
        offset = start + paragraph.length;
        return (
          <p key={start}>
            <Highlighted {...props} piece={paragraph} />
          </p>
        );
      })}
    </div>
  );
}

/** One sentence of a story made offline, with a button that shows its translation under it. */
function TranslatedSentence({
  sentence,
  index,
  ...props
}: Props & { sentence: StorySentence; index: number }) {
  const [open, setOpen] = useState(false);
  const { t } = props;
  const id = `story-sentence-${index}`;
  return (
    <p>
      <Highlighted {...props} piece={sentence.text.normalize('NFC')} />{' '}
      {sentence.translation && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
            className="inline-flex size-7 items-center justify-center rounded-md align-middle text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
          >
            <Languages className="size-4" aria-hidden="true" />
            <span className="sr-only">{open ? t.reader.hideTranslation : t.reader.showTranslation}</span>
          </button>
          <span
            id={id}
            hidden={!open}
            lang={sentence.translation.language}
            dir="auto"
            className="mt-1 block text-base text-slate-600 dark:text-slate-300"
          >
            {sentence.translation.text}
          </span>
        </>
      )}
    </p>
  );
}

/** The story sentence by sentence, when it was made offline from translated sentences. */
function StorySentences(props: Props & { sentences: StorySentence[] }) {
  return (
    <div
      className="space-y-3 text-lg leading-relaxed"
      lang={props.story.languageCode ?? undefined}
      dir="auto"
    >
      {props.sentences.map((sentence, index) => (
        <TranslatedSentence key={sentence.text} {...props} sentence={sentence} index={index} />
      ))}
    </div>
  );
}

/** `focusTitle`: the story was just written, and the focus goes to its title. */
export function StoryReader({
  story,
  t,
  numberLocale,
  focusTitle = false,
}: {
  story: MyStory;
  t: StoriesMessages;
  numberLocale: string;
  focusTitle?: boolean;
}) {
  return (
    <article className="space-y-6">
      <Link
        to="/dashboard/stories"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-200"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t.reader.backToStories}
      </Link>
      <header className="space-y-2">
        {/* The title in the story's language; "Untitled story" is the page's words. */}
        <h1
          ref={focusTitle ? focusOnMount : undefined}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none sm:text-3xl"
          lang={story.title === null ? undefined : (story.languageCode ?? undefined)}
          dir="auto"
        >
          {story.title ?? t.list.untitled}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span>{storyMeta(story, t, numberLocale)}</span>
          <GeneratorBadge generator={story.generator} t={t} />
        </div>
        {story.generator === 'template' && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t.generator.templateHint}</p>
        )}
      </header>
      <section aria-labelledby="story-words" className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
        <h2 id="story-words" className="text-sm font-semibold">
          {t.reader.chosenWords}
        </h2>
        <p className="mt-1" lang={story.languageCode ?? undefined} dir="auto">
          {story.words.join(', ')}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.reader.wordHint}</p>
      </section>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {story.sentences?.length ? (
          <StorySentences story={story} t={t} numberLocale={numberLocale} sentences={story.sentences} />
        ) : (
          <StoryText story={story} t={t} numberLocale={numberLocale} />
        )}
      </div>
    </article>
  );
}
