import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { profiles, users } from '#src/db/schema.ts';

/**
 * Whom a person's e-mail goes to, in their language and by their name: the columns every e-mail to a guest
 * selects (its query joins `users` and `profiles` on that person). A field every such e-mail needs (a time
 * zone) is one line here, and layout.ts (`renderEmail`) draws it; what the e-mail says of its activity is
 * activity-for-mail.ts.
 */
export const recipientColumns = {
  email: users.email,
  locale: profiles.locale,
  name: profiles.displayName,
};

/**
 * What a template and its layout know of the person an e-mail is for: a selected row of `recipientColumns`
 * but its address (that goes to `to:`). A call site passes its row whole (`recipient: row`), so a field
 * added above reaches every e-mail without touching them.
 */
export type Recipient = Omit<SelectResultFields<typeof recipientColumns>, 'email'>;
