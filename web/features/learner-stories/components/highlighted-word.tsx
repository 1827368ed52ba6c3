import { Popover } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { PartOfSpeech } from '~/web/components/learner/part-of-speech';
import { isNotFound } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useMyWord } from '~/web/lib/learner-data/get-my-word';
import type { StoriesMessages } from '../i18n/en';

/**
 * A chosen word in the story: highlighted, and a button, so a tap or keyboard focus shows what it
 * means in a popover beside it (its first definitions and translations, loaded when first opened).
 * Focus stays on the word; the popover is its description for screen readers.
 */
export function HighlightedWord({
  text,
  wordId,
  t,
  numberLocale,
}: {
  text: string;
  wordId: string | null;
  t: StoriesMessages;
  numberLocale: string;
}) {
  const uiLanguage = numberLocale.slice(0, 2);
  const languageName = (code: string) =>
    new Intl.DisplayNames([numberLocale], { type: 'language' }).of(code) ?? code;
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const contentId = useId();
  const word = useMyWord(wordId ?? '', { enabled: open && wordId !== null, staleTime: 5 * 60_000 });
  const missing = wordId === null || isNotFound(word.error);
  // Offline, a server error, a lapsed session: said, rather than "Loading…" for ever.
  const failed = !missing && word.isError;
  const entry = word.data?.word;

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-describedby={open ? contentId : undefined}
          onPointerDown={() => {
            wasOpen.current = open;
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onClick={(event) => {
            event.preventDefault();
            // A tap's press focused the word, which opened it: the tap toggles from before the press.
            // Enter or Space (detail 0) has no press, and Escape may have closed it since the last
            // one: it toggles from what is shown now.
            const next = event.detail === 0 ? !open : !wasOpen.current;
            setOpen(next);
            wasOpen.current = next;
          }}
          className="rounded bg-amber-100 px-0.5 font-semibold text-amber-950 underline decoration-amber-500 decoration-2 underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-amber-900/60 dark:text-amber-50"
        >
          {text}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          aria-labelledby={`${contentId}-title`}
          side="top"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 max-w-xs rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <p id={`${contentId}-title`} className="font-semibold">
            {/* The word isolated (FSI … PDI): on a Hebrew page its own direction cannot reorder the
                sentence around it. */}
            {format(t.reader.definitionOf, { word: `\u2068${entry?.value ?? text}\u2069` })}
          </p>
          {missing ? (
            <p className="mt-1">{t.reader.noDefinition}</p>
          ) : failed ? (
            <p className="mt-1">
              {t.reader.definitionFailed} {refusalMessage(word.error, t.refusals)}
            </p>
          ) : !entry ? (
            <p className="mt-1">{t.reader.loadingDefinition}</p>
          ) : (
            <>
              {entry.definitions.slice(0, 2).map((definition) => (
                // In its own direction and not marked English, as on the Words page: the dictionary's
                // definitions are English, but a learner's own word may be defined in Hebrew.
                <p key={definition.definition} className="mt-1" dir="auto">
                  {definition.partOfSpeech && (
                    <PartOfSpeech
                      part={definition.partOfSpeech}
                      locale={uiLanguage}
                      className="me-1 italic"
                    />
                  )}
                  <span>{definition.definition}</span>
                </p>
              ))}
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2">
                {Object.entries(entry.translations)
                  .filter(([, list]) => list.length > 0)
                  // The learner's own language first.
                  .sort(([a], [b]) => Number(b === uiLanguage) - Number(a === uiLanguage))
                  .map(([language, list]) => (
                    <div key={language} className="contents">
                      <dt className="text-slate-600 dark:text-slate-300">{languageName(language)}</dt>
                      <dd lang={language}>{list.join(', ')}</dd>
                    </div>
                  ))}
              </dl>
            </>
          )}
          <Popover.Arrow className="fill-white dark:fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
