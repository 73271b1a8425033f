/*
 * Loads every table of messages, so `messageKey` knows them all whatever else has been imported: for the
 * server's error handler and the catalogs' tests. (The web app itself needs no such list: it gets keys
 * from the server, and a schema's messages are defined by the time the schema runs.) A file that
 * defines a new table is added here.
 */
import './admin-bootstrap.ts';
import './admin.ts';
import './auth.ts';
import './booking-questions.ts';
import './bookings.ts';
import './calendar.ts';
import './check-in.ts';
import './common.ts';
import './contact.ts';
import './conversations.ts';
import './host-guests.ts';
import './host-messages.ts';
import './hosting.ts';
import './payouts.ts';
import './plain-text.ts';
import './private-groups.ts';
import './profile.ts';
import './promo-code-management.ts';
import './promo-codes.ts';
import './reports.ts';
import './reviews.ts';
