import type { MyStory } from '~/core/stories/my-story';
import type { story } from '~/server/db/schema';

export function toMyStory(row: typeof story.$inferSelect): MyStory {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    actualWordCount: row.actualWordCount,
    length: row.length,
    languageCode: row.languageCode,
    words: row.words,
    wordIds: row.wordIds,
    generator: row.generator ?? null,
    sentences: row.sentences ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
