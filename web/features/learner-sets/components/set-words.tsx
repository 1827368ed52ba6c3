import X from 'lucide-react/icons/x';
import { type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyWord } from '~/core/words/my-word';
import { LoadMoreButton, NextPageFailure } from '~/web/components/learner/load-more-button';
import { buttonClass } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useGloss } from '~/web/lib/learner-data/gloss';
import { useMyWordList } from '~/web/lib/learner-data/list-my-words';
import { notifyError } from '~/web/lib/notify';
import { useSetWordInSet } from '../api/set-word';
import type { SetsMessages } from '../i18n/en';

/**
 * The set's words in a panel (Panel's frame) whose heading can take the focus: where the focus goes
 * when the word it was on is taken out (its row is gone).
 */
export function SetWords({ set, t }: { set: MyStudySetDetail; t: SetsMessages }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby="set-words"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="set-words" ref={heading} tabIndex={-1} className="mb-3 text-lg font-bold focus:outline-none">
        {t.detail.words}
      </h2>
      <SetWordList set={set} t={t} heading={heading} />
    </section>
  );
}

/** The set's words, in the set's order of arrival (newest first here), each can be taken out. */
function SetWordList({
  set,
  t,
  heading,
}: {
  set: MyStudySetDetail;
  t: SetsMessages;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const words = useMyWordList({ studySetId: set.id });
  const list = useRef<HTMLUListElement>(null);
  const gloss = useGloss();
  const change = useSetWordInSet();
  // The words being taken out, each disabled until its own answer (the mutation's state follows
  // only the latest call).
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const items = words.data?.pages.flatMap((page) => page.items) ?? [];

  const takeOut = (word: MyWord, button: HTMLButtonElement) => {
    setPending((ids) => new Set(ids).add(word.id));
    // mutateAsync: each call settles on its own (mutate's callbacks follow only the latest call, so
    // a failure followed by another word's Take out went unsaid).
    change
      .mutateAsync({ setId: set.id, word, inSet: false })
      .then(() => {
        // Its row is gone: the focus goes to the list, unless the learner has moved on.
        if (document.activeElement === button || document.activeElement === document.body)
          heading.current?.focus();
      })
      .catch((error: unknown) =>
        notifyError(format(t.picker.wordFailed, { word: word.word.value }), error, t.refusals),
      )
      .finally(() =>
        setPending((ids) => {
          const rest = new Set(ids);
          rest.delete(word.id);
          return rest;
        }),
      );
  };

  if (words.isPending) return <Spinner />;
  // Only when nothing was loaded: a failed next page keeps the words already shown (below).
  if (words.isError && items.length === 0)
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {refusalMessage(words.error, t.refusals)}
      </p>
    );
  if (items.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t.detail.noWords}</p>;
  return (
    <>
      <ul ref={list} className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((word) => (
          <li key={word.id} className="flex items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <Link
                to={`/dashboard/words/${word.id}`}
                lang={word.word.languageCode ?? undefined}
                className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
              >
                {word.word.value}
              </Link>
              <p className="truncate text-sm text-slate-600 dark:text-slate-300">{gloss(word)}</p>
            </div>
            <button
              type="button"
              disabled={pending.has(word.id)}
              onClick={(event) => takeOut(word, event.currentTarget)}
              aria-label={format(t.detail.removeWord, { word: word.word.value })}
              className={buttonClass('ghost', 'sm', 'shrink-0')}
            >
              <X className="size-4" aria-hidden="true" />
              {t.detail.takeOut}
            </button>
          </li>
        ))}
      </ul>
      <NextPageFailure
        pages={words}
        title={t.detail.moreFailed}
        retryLabel={t.detail.retry}
        refusals={t.refusals}
        list={list}
        className="mt-2"
      />
      <LoadMoreButton pages={words} label={t.detail.loadMore} list={list} className="mt-2" />
    </>
  );
}
