/**
 * An activity's title as guests read it, on pages, in their e-mails and on the payment page: a series'
 * occurrence without the ' (2)', ' (3)'... that tells the host's lists and notices its dates apart (a
 * series is one activity to guests, its dates told apart by their dates). Here, not in hosting, where the
 * numbers are made: reservations, checkout and the guest pages all need it, and hosting needs them.
 */
export const guestTitle = (activity: { title: string; seriesId: string | null }): string =>
  activity.seriesId ? activity.title.replace(/ \(\d+\)$/, '') : activity.title;
