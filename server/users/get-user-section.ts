import type { MailDelivery } from '~/core/users/user-mail';
import type { Db } from '~/server/db/client';
import { findUserRow } from './get-user';
import { readProfileRow, readStories, readStudySets, readWords } from './read-user-content';
import { readUserMail } from './read-user-mail';
import { toUserProfile, toUserSettings } from './to-user-profile';

type SectionReader = (db: Db, id: string, mailDelivery: MailDelivery) => Promise<unknown>;

// One tab of the user detail page (GET /admin/users/{id}/<section>); 404 when the user is unknown,
// null for profile and settings when the learner has no profile yet. The mail tab also says whether
// this server sends mail at all, which only the request's deps know: hence mailDelivery.
const sections = {
  profile: async (db: Db, id: string) => {
    const row = await readProfileRow(db, id);
    return row ? toUserProfile(row) : null;
  },
  'user-settings': async (db: Db, id: string) => {
    const row = await readProfileRow(db, id);
    return row ? toUserSettings(row) : null;
  },
  words: readWords,
  'study-sets': readStudySets,
  stories: readStories,
  mail: readUserMail,
} satisfies Record<string, SectionReader>;

export type UserSection = keyof typeof sections;

export async function getUserSection<S extends UserSection>(
  db: Db,
  id: string,
  section: S,
  mailDelivery: MailDelivery,
): Promise<Awaited<ReturnType<(typeof sections)[S]>>> {
  await findUserRow(db, id);
  const read: SectionReader = sections[section];
  return (await read(db, id, mailDelivery)) as Awaited<ReturnType<(typeof sections)[S]>>;
}
