import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { studySet } from './learning';

// Which study set a curated collection became for a learner, so adding it again fills that set
// instead of making a second one. Deleting the set deletes the link: the next add makes a new set.
export const learnerCollection = pgTable(
  'learner_collection',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A curated collection's id: "<language>-<slug>" (content/curated/collections). */
    collectionId: text('collection_id').notNull(),
    studySetId: uuid('study_set_id')
      .notNull()
      .references(() => studySet.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectionId] }),
    // Deleting a study set (or a learner, through their sets) removes its collection row by this column.
    index('learner_collection_study_set_idx').on(t.studySetId),
  ],
);
