// The verification page's address says, with ?account=other, that the link verified an address while
// someone else was signed in in that browser, and that their session was kept (server/account/
// verify-email-keeps-session.ts): the page then says so instead of going on to that person's dashboard.
export const VERIFIED_FOR_OTHER_ACCOUNT = { param: 'account', value: 'other' } as const;
