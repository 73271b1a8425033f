import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import { APP_NAME } from '@sortim/contracts/product';

/*
 * The e-mails' words in English: the spec's copy, and the shape every other language's catalog follows
 * (es.ts, ca.ts). Dates, times, money and spot counts arrive formatted for the language (format.ts).
 */

/** A booking as the notices name it: its activity, when (Barcelona time), spots and money. */
export type Booked = { title: string; slot: string; spots: string; amount: string };

/** What a host's change moved: the time, the meeting point or both. */
export type Moved = 'time' | 'place' | 'both';

export const en = {
  layout: {
    questions: 'Questions? Write to',
    openLink: 'Or open this link:',
  },
  greeting: (name: string) => `Hi ${name},`,
  spots: (count: number) => (count === 1 ? '1 spot' : `${count} spots`),
  seeActivity: 'See the activity',
  seeYourActivity: 'See your activity',
  refundArrives: 'The money arrives on the card you paid with within 5-10 business days.',
  cancelledByHost: (title: string) => `Cancelled by the host: ${title}`,
  bookingConfirmed: {
    subject: (title: string) => `Booking confirmed: ${title}`,
    confirmed: 'Your booking is confirmed. See you there!',
    what: (title: string) => `What: ${title}`,
    when: (slot: string, city: string) => `When: ${slot} (${city} time)`,
    where: (place: string) => `Where: ${place}`,
    spots: (spots: string) => `Spots: ${spots}`,
    paid: (amount: string) => `Paid: ${amount}`,
    refunds: (terms: string, bookingsUrl: string) =>
      `${terms} Plans changed? Cancel from My Bookings (${bookingsUrl}). Refunds arrive within 5-10 business days.`,
    calendar: 'The attached calendar file adds the activity to your calendar.',
    tickets: (count: number) =>
      count === 1
        ? 'Your ticket: show it at the door, on your phone or printed.'
        : `Your ${count} tickets: each person shows their own at the door, on a phone or printed.`,
    ticketOf: (seat: number, count: number) => `Ticket ${seat} of ${count}`,
    qrAlt: (seat: number) => `QR code of ticket ${seat}`,
    seeTickets: 'See your tickets',
  },
  activityChanged: {
    subject: (title: string) => `Changed by the host: ${title}`,
    changed: (title: string, moved: Moved) =>
      `The host has changed ${title}. Your booking is kept ${
        {
          time: 'at the new time',
          place: 'at the new meeting point',
          both: 'at the new time and meeting point',
        }[moved]
      }.`,
    when: (city: string) => `When (${city} time)`,
    where: 'Where',
    now: (value: string) => `Now: ${value}`,
    was: (value: string) => `Was: ${value}`,
    calendar: 'The attached calendar file updates the event in your calendar.',
    cancel: (start: string, bookingsUrl: string) =>
      `If this no longer suits you, you can cancel from My Bookings (${bookingsUrl}) until the start, ${start}, with a full refund whatever the cancellation policy.`,
    cancelFree: (start: string, bookingsUrl: string) =>
      `If this no longer suits you, you can cancel from My Bookings (${bookingsUrl}) until the start, ${start}.`,
  },
  bookingReminder: {
    subjectDayBefore: (title: string) => `Tomorrow: ${title}`,
    subjectTwoHours: (title: string) => `In 2 hours: ${title}`,
    dayBefore: (title: string) => `A reminder: ${title} is tomorrow.`,
    twoHours: (title: string) => `A reminder: ${title} starts in about 2 hours.`,
    when: (slot: string, city: string) => `When: ${slot} (${city} time)`,
    meetingPoint: (place: string) => `Meeting point: ${place}`,
    host: (name: string) => `Your host: ${name}`,
    tickets: (count: number) =>
      count === 1 ? 'Your ticket (show it at the door):' : `Your ${count} tickets (show them at the door):`,
    ticket: (seat: number, code: string) => `Ticket ${seat}: ${code}`,
    seeTickets: 'See your tickets',
    calendar: 'The attached calendar file keeps the event in your calendar up to date.',
    turnOff: (profileUrl: string) =>
      `You get these reminders a day before and 2 hours before each activity you book. To stop them, turn off reminder e-mails in your profile (${profileUrl}).`,
  },
  hostNewBooking: {
    subject: (title: string) => `New booking: ${title}`,
    body: (guest: string, b: Booked) =>
      `${guest} booked ${b.spots} on ${b.title} (${b.slot}) and paid ${b.amount}.`,
  },
  hostGuestCancelled: {
    subject: (title: string) => `Booking cancelled: ${title}`,
    body: (guest: string, b: Booked) =>
      `${guest} cancelled their booking of ${b.spots} on ${b.title} (${b.slot}) and was refunded ${b.amount}. The freed spots are back on sale, offered to your waitlist first.`,
    bodyFree: (guest: string, b: Booked) =>
      `${guest} cancelled their booking of ${b.spots} on ${b.title} (${b.slot}). The freed spots are back, offered to your waitlist first.`,
  },
  bookingCancelledByHost: {
    body: (b: Booked) =>
      `The host has cancelled your booking of ${b.spots} on ${b.title} (${b.slot}). Your payment of ${b.amount} is refunded in full.`,
    bodyFree: (b: Booked) =>
      `The host has cancelled your booking of ${b.spots} on ${b.title} (${b.slot}). You had not paid anything.`,
  },
  activityCancelled: {
    body: (b: Booked) =>
      `The host has cancelled ${b.title} (${b.slot}). Your booking of ${b.spots} is cancelled and your payment of ${b.amount} is refunded in full.`,
    bodyFree: (b: Booked) =>
      `The host has cancelled ${b.title} (${b.slot}). Your booking of ${b.spots} is cancelled. You had not paid anything.`,
  },
  waitlistActivityCancelled: {
    body: (title: string, slot: string) =>
      `The host has cancelled ${title} (${slot}), so its waitlist has ended. You had not paid anything.`,
    findAnother: 'Find another activity',
  },
  latePaymentRefunded: {
    subject: (title: string) => `Your payment was refunded: ${title}`,
    arrivedLate: (title: string) =>
      `Your payment for ${title} arrived after the spot we had reserved for you was released, and the activity is now full, so you do not have a booking.`,
    arrivedAfterStart: (title: string) =>
      `Your payment for ${title} arrived after the activity had started, so you do not have a booking.`,
    refunded: (amount: string) =>
      `We have refunded your ${amount} in full. It arrives on the card you paid with within 5-10 business days.`,
    waitlist: 'If a spot opens up, you can join the waitlist from the activity page.',
  },
  cancelledWithoutRefund: {
    body: (spots: string, title: string, deadline: string, city: string) =>
      `Your booking for ${spots} on ${title} is cancelled, and your place is free for someone else. No refund was due: its cancellation policy refunded cancellations until ${deadline} (${city} time).`,
  },
  bookingCancelled: {
    subject: (title: string) => `Booking cancelled: ${title}`,
    body: (spots: string, title: string) =>
      `Your booking for ${spots} on ${title} is cancelled, and your place is free for someone else.`,
  },
  refundConfirmed: {
    subject: (title: string) => `Refund processed: ${title}`,
    body: (amount: string, spots: string, title: string) =>
      `Your refund of ${amount} for ${spots} on ${title} has been processed, and your booking is cancelled.`,
  },
  waitlistOffer: {
    subject: (title: string) => `A spot opened up: ${title}`,
    opened: (title: string, start: string, city: string) =>
      `Good news: a spot opened up on ${title}, on ${start} (${city} time).`,
    holding: (until: string, city: string) => `We are holding it for you until ${until} (${city} time).`,
    book: 'Book your spot',
    passes: 'After that, the spot passes to the next person on the waitlist.',
  },
  privateRequest: {
    receivedSubject: (title: string) => `Private date requested: ${title}`,
    received: (guest: string, title: string) => `${guest} would like to book ${title} privately.`,
    when: (slot: string, city: string) => `When: ${slot} (${city} time)`,
    group: (size: number) => `Group: ${size} people`,
    theirMessage: 'Their message:',
    answer:
      'Accept it and we create the date, hold it for the group 48 hours and send them a payment link; or decline it with a note.',
    answerLink: 'Answer the request',
    acceptedSubject: (title: string) => `Your private date is ready to pay: ${title}`,
    accepted: (title: string, slot: string, city: string) =>
      `Good news: the host accepted your request. ${title} on ${slot} (${city} time) is held for your group.`,
    price: (amount: string) => `Price for the group: ${amount}`,
    payBy: (until: string, city: string) =>
      `Pay by ${until} (${city} time) to book it. After that the date is released.`,
    pay: 'Pay and book',
    declinedSubject: (title: string) => `Your private date request: ${title}`,
    declined: (title: string, slot: string, city: string) =>
      `The host cannot offer ${title} privately on ${slot} (${city} time). Their note:`,
    tryAnother: 'You can ask for another day from the activity page.',
  },
  hostMessage: {
    subject: (title: string, subject: string) => `${title}: ${subject}`,
    intro: (host: string, title: string, slot: string, city: string) =>
      `${host} sent a message to the guests of ${title} (${slot}, ${city} time):`,
    reply: (host: string) =>
      `Reply to this e-mail to write to ${host}; your reply shows them your e-mail address.`,
    why: `You receive this because you booked this activity on ${APP_NAME}.`,
    seeBookings: 'See your bookings',
  },
  conversationUnread: {
    subject: (name: string, title: string) => `New message from ${name} about ${title}`,
    intro: (name: string, title: string) => `${name} wrote to you about ${title}:`,
    more: (n: number) => (n === 1 ? '1 more message is waiting.' : `${n} more messages are waiting.`),
    hidden: '[shared after booking]',
    open: 'Read and reply',
    why: `You receive this because a message to you on ${APP_NAME} was unread for 10 minutes. We send at most one such e-mail an hour per conversation.`,
  },
  reportOutcome: {
    subject: 'About your report',
    item: { message: 'message', review: 'review', activity: 'activity', profile: 'profile' } as Record<
      ReportTargetType,
      string
    >,
    dismissed: (item: string) =>
      `We looked at the ${item} you reported and found it within our rules, so it stays.`,
    hidden: (item: string) => `We looked at the ${item} you reported and have hidden it.`,
    suspended: (item: string) =>
      `We looked at the ${item} you reported and have suspended the account behind it.`,
    thanks: 'Thank you for telling us: reports like yours keep Sortim safe.',
  },
  reviewReply: {
    subject: (host: string, title: string) => `${host} replied to your review of ${title}`,
    intro: (host: string, title: string) => `${host}, the host of ${title}, replied to your review:`,
    see: 'See the reply',
    why: `You receive this because you reviewed this activity on ${APP_NAME}.`,
  },
  savedAlert: {
    subjectFewSpots: (spots: string, title: string) => `Only ${spots} left: ${title}`,
    subjectNewDate: (title: string) => `New date: ${title}`,
    subjectMany: (count: number) => `News about ${count} activities you saved`,
    intro: (count: number): string =>
      count === 1 ? 'News about an activity you saved:' : 'News about activities you saved:',
    fewSpots: (title: string, slot: string, spots: string, city: string) =>
      `${title} (${slot}, ${city} time) has only ${spots} left.`,
    newDate: (host: string, title: string, slot: string, city: string) =>
      `${host} has published a new date of ${title}: ${slot} (${city} time).`,
    newDates: (host: string, title: string, slot: string, more: number, city: string) =>
      `${host} has published new dates of ${title}: the first on ${slot} (${city} time), and ${more} more.`,
    turnOff: (profileUrl: string) =>
      `You get at most one of these e-mails a day, when an activity you saved is about to sell out or its host publishes a new date. To stop them, turn off 'E-mails about my saved activities' in your profile (${profileUrl}).`,
  },
  passwordReset: {
    subject: `Reset your ${APP_NAME} password`,
    requested: `We received a request to reset the password of your ${APP_NAME} account.`,
    choose: 'Choose a new password',
    worksOnce: (minutes?: number) =>
      minutes ? `The link works once and expires in ${minutes} minutes.` : 'The link works once.',
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  existingAccount: {
    subject: `You already have a ${APP_NAME} account`,
    tried: `Someone tried to create a ${APP_NAME} account with this address, which already has one.`,
    signIn: 'Sign in',
    forgot: 'Forgot your password? You can choose a new one:',
    reset: 'Reset your password',
    notYou: 'If this was not you, you can ignore this e-mail.',
  },
};

export type EmailStrings = typeof en;
