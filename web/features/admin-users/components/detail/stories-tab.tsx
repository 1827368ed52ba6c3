import type { Story } from '~/core/users/user-content';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { formatDate } from '~/web/lib/dates-and-numbers';

export function StoriesTab({ stories }: { stories: Story[] }) {
  if (stories.length === 0) return <EmptyState>No stories found for this user.</EmptyState>;
  return (
    <>
      <h2 className="sr-only">Stories</h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {stories.map((story) => (
          <li key={story.id}>
            <Card className="h-full p-4">
              <h3 className="text-lg font-semibold">{story.title?.trim() || 'Untitled Story'}</h3>
              <p className="mt-2 line-clamp-3 text-sm">{story.text}</p>
              <div className="mt-3 flex justify-between text-sm text-slate-600 dark:text-slate-300">
                <span>{story.actualWordCount} words</span>
                <span>Created {formatDate(story.createdAt)}</span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
