import { profiles, users } from '#src/db/schema.ts';

/**
 * Whom a person's e-mail goes to, in their language and by their name: the columns every e-mail to a guest
 * selects (its query joins `users` and `profiles` on that person). A field every such e-mail needs (a time
 * zone) is one line here; what the e-mail says of its activity is activity-for-mail.ts.
 */
export const recipientColumns = {
  email: users.email,
  locale: profiles.locale,
  name: profiles.displayName,
};
