import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '~/web/components/ui/spinner';
import { isNotFound } from '~/web/lib/api-error';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useStory } from '../api/get-story';
import { useStoriesMessages } from '../i18n/use-stories-messages';
import { StoryReader } from './story-reader';

/** One story to read, or why it cannot be shown. */
export function StoryScreen({ id }: { id: string }) {
  const { t, numberLocale } = useStoriesMessages();
  const story = useStory(id);
  // Just written (StoryCreator): the focus was on Create story, now gone, so it goes to the title.
  // A story simply opened keeps the browser's own focus, like the other learner pages.
  const location = useLocation();
  const navigate = useNavigate();
  const written = (location.state as { written?: boolean } | null)?.written === true;
  const shown = story.isSuccess;
  // Once the title has taken the focus, the mark is dropped from this history entry: a reload, or
  // coming back to it, is a story simply opened.
  useEffect(() => {
    if (written && shown)
      navigate(location.pathname, { replace: true, state: null, preventScrollReset: true });
  }, [written, shown, navigate, location.pathname]);
  if (story.isPending) return <Spinner />;
  if (story.isError) {
    const gone = isNotFound(story.error);
    return (
      <div role="alert" className="space-y-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p>{gone ? t.reader.notFound : refusalMessage(story.error, t.refusals)}</p>
        <Link to="/dashboard/stories" className="font-semibold text-brand-700 underline dark:text-brand-200">
          {t.reader.backToStories}
        </Link>
      </div>
    );
  }
  return <StoryReader story={story.data} t={t} numberLocale={numberLocale} focusTitle={written} />;
}
