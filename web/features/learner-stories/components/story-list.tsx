import BookOpen from 'lucide-react/icons/book-open';
import Trash2 from 'lucide-react/icons/trash';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { MyStory } from '~/core/stories/my-story';
import { storyLengths } from '~/core/stories/story-lengths';
import { LoadMoreButton, NextPageFailure } from '~/web/components/learner/load-more-button';
import { Spinner } from '~/web/components/ui/spinner';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { useDeleteStory } from '../api/delete-story';
import { useStories } from '../api/list-stories';
import type { StoriesMessages } from '../i18n/en';
import { GeneratorBadge } from './generator-badge';

export function storyMeta(story: MyStory, t: StoriesMessages, numberLocale: string) {
  const length = (storyLengths as readonly string[]).includes(story.length)
    ? t.create.lengths[story.length as (typeof storyLengths)[number]]
    : story.length;
  const date = new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium' }).format(
    new Date(story.createdAt),
  );
  return [length, plural(t.list.words, story.actualWordCount, numberLocale), date].join(' · ');
}

/** The learner's stories, newest first: open one to read it, or delete it (after a confirmation). */
export function StoryList({ t, numberLocale }: { t: StoriesMessages; numberLocale: string }) {
  const stories = useStories();
  const remove = useDeleteStory();
  const { confirm, dialog } = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = stories.data?.pages.flatMap((page) => page.items) ?? [];

  const askDelete = (story: MyStory) =>
    confirm({
      title: t.list.deleteTitle,
      // The title isolated (FSI … PDI): "Où est le chat ?" keeps its "?" at its end in a Hebrew sentence.
      description: format(t.list.deleteBody, { title: `\u2068${story.title ?? t.list.untitled}\u2069` }),
      confirmLabel: t.list.delete,
      cancelLabel: t.list.cancel,
      onConfirm: () =>
        remove.mutate(story.id, {
          onSuccess: () => {
            notifySuccess(t.list.deleted);
            // Its card is gone: focus goes to the list rather than to nowhere.
            heading.current?.focus();
          },
          onError: (error) => notifyError(t.list.deleteFailed, error, t.refusals),
        }),
    });

  return (
    <section aria-labelledby="your-stories">
      <h2 id="your-stories" ref={heading} tabIndex={-1} className="mb-3 text-xl font-bold focus:outline-none">
        {t.list.title}
      </h2>
      {stories.isPending ? (
        <Spinner />
      ) : stories.isError && items.length === 0 ? (
        // Only when nothing was loaded: a failed next page keeps the stories already shown (below).
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t.list.loadFailed} {refusalMessage(stories.error, t.refusals)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t.list.empty}</p>
      ) : (
        <ul ref={list} className="grid gap-3 md:grid-cols-2">
          {items.map((story) => (
            <li
              key={story.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                {/* The title in its own language and direction ("Où est le chat ?" keeps its "?" at its
                    end on a Hebrew page); "Untitled" is the page's words. */}
                <h3
                  className="font-semibold"
                  lang={story.title === null ? undefined : (story.languageCode ?? undefined)}
                  dir="auto"
                >
                  <Link
                    to={`/dashboard/stories/${story.id}`}
                    className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
                  >
                    {story.title ?? t.list.untitled}
                  </Link>
                </h3>
                <GeneratorBadge generator={story.generator} t={t} />
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {storyMeta(story, t, numberLocale)}
              </p>
              <p className="text-sm" lang={story.languageCode ?? undefined} dir="auto">
                {story.words.join(', ')}
              </p>
              <div className="mt-auto flex gap-2">
                <Link
                  to={`/dashboard/stories/${story.id}`}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
                  aria-label={`${t.list.read}: ${story.title ?? t.list.untitled}`}
                >
                  <BookOpen className="size-4" aria-hidden="true" />
                  {t.list.read}
                </Link>
                <button
                  type="button"
                  onClick={() => askDelete(story)}
                  aria-label={`${t.list.delete}: ${story.title ?? t.list.untitled}`}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-300 dark:hover:bg-slate-800"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t.list.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <NextPageFailure
        pages={stories}
        title={t.list.moreFailed}
        retryLabel={t.list.retry}
        refusals={t.refusals}
        list={list}
        className="mt-3"
      />
      <LoadMoreButton pages={stories} label={t.list.loadMore} list={list} className="mt-3" />
      {dialog}
    </section>
  );
}
