import type { SessionUser } from '~/server/account/session-user';

// Who did it, as recorded in the audit log (the email is kept in case the account is deleted later).
export type Actor = { id: string; email: string };

/** A change no person made (a RevenueCat event, say): no account, and the name of the system. */
export type SystemActor = { id: null; email: string };

export const revenueCatActor: SystemActor = { id: null, email: 'revenuecat' };

export function actorOf(user: SessionUser): Actor {
  return { id: user.id, email: user.email };
}
