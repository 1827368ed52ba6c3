import { PageHeader } from '~/web/components/ui/page-header';
import { useStoriesMessages } from '../i18n/use-stories-messages';
import { StoryCreator } from './story-creator';
import { StoryList } from './story-list';

/** Write a story from your words, and the stories written so far. */
export function StoriesScreen() {
  const { t, numberLocale } = useStoriesMessages();
  return (
    <div className="space-y-8">
      <PageHeader title={t.title} subtitle={t.intro} />
      <StoryCreator t={t} numberLocale={numberLocale} />
      <StoryList t={t} numberLocale={numberLocale} />
    </div>
  );
}
