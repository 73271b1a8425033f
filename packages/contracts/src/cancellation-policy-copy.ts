import type { Locale } from './product.ts';

/*
 * Cancellation policies in words (cancellation-policies.ts holds them as data and zod schemas). Without
 * zod, so the activity page's first load shows the sentence without loading it.
 */

/** The terms as the sentence reads them: RefundTerms (cancellation-policies.ts) or any of its shape. */
type TermsDeadlines = { deadlines: readonly { until: string; share: number }[] };

/**
 * The policies as a guest and a host read them, in each language: the picker's names and summaries, and
 * the one sentence with the exact deadlines (refundTermsSentence) shown on the activity page, checkout,
 * the confirmation e-mail, Stripe's payment page and My Bookings. Defined here once for the server and
 * the web app. `{{…}}` are dates written by the caller in the reader's language (Barcelona wall time).
 */
export const CANCELLATION_POLICY_COPY = {
  en: {
    names: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
    summaries: {
      flexible: 'Full refund until the activity starts.',
      moderate: 'Full refund until 24 hours before the start.',
      strict: 'Full refund until 7 days before the start, half refund until 24 hours before.',
    },
    untilStart: 'Full refund if you cancel before the start, {{full}}.',
    full: 'Full refund if you cancel before {{full}}; no refund after that.',
    fullThenHalf:
      'Full refund if you cancel before {{full}}, half refund before {{half}}; no refund after that.',
    half: 'Half refund if you cancel before {{half}}; no refund after that.',
    none: 'No refund: cancellations were refundable until {{deadline}}. You can still cancel to free your spot.',
  },
  es: {
    names: { flexible: 'Flexible', moderate: 'Moderada', strict: 'Estricta' },
    summaries: {
      flexible: 'Reembolso completo hasta que empiece la actividad.',
      moderate: 'Reembolso completo hasta 24 horas antes del inicio.',
      strict: 'Reembolso completo hasta 7 días antes del inicio, reembolso de la mitad hasta 24 horas antes.',
    },
    untilStart: 'Reembolso completo si cancelas antes del inicio, {{full}}.',
    full: 'Reembolso completo si cancelas antes del {{full}}; después, sin reembolso.',
    fullThenHalf:
      'Reembolso completo si cancelas antes del {{full}} y de la mitad antes del {{half}}; después, sin reembolso.',
    half: 'Reembolso de la mitad si cancelas antes del {{half}}; después, sin reembolso.',
    none: 'Sin reembolso: se podía cancelar con reembolso hasta el {{deadline}}. Aún puedes cancelar para liberar tu plaza.',
  },
  ca: {
    names: { flexible: 'Flexible', moderate: 'Moderada', strict: 'Estricta' },
    summaries: {
      flexible: "Reemborsament complet fins que comenci l'activitat.",
      moderate: "Reemborsament complet fins a 24 hores abans de l'inici.",
      strict:
        "Reemborsament complet fins a 7 dies abans de l'inici, reemborsament de la meitat fins a 24 hores abans.",
    },
    untilStart: "Reemborsament complet si cancel·les abans de l'inici, {{full}}.",
    full: 'Reemborsament complet si cancel·les abans del {{full}}; després, sense reemborsament.',
    fullThenHalf:
      'Reemborsament complet si cancel·les abans del {{full}} i de la meitat abans del {{half}}; després, sense reemborsament.',
    half: 'Reemborsament de la meitat si cancel·les abans del {{half}}; després, sense reemborsament.',
    none: 'Sense reemborsament: es podia cancel·lar amb reemborsament fins al {{deadline}}. Encara pots cancel·lar per alliberar la teva plaça.',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The terms as one sentence in `locale`, with the deadlines still ahead at `now` (a deadline passed is
 * not offered): full until the start, full until a deadline, full then half, half only, or none left
 * (then the last deadline, saying why nothing is refunded). `formatTime` writes an ISO instant as the
 * reader's Barcelona date and time (date-format.ts: 'Saturday, December 5th, 2026 · 19:00'). `start` is the activity's start:
 * a full refund until it reads as Flexible's sentence (a host's change gives any policy that).
 */
export function refundTermsSentence(
  terms: TermsDeadlines,
  options: { start: string; now: Date; locale: Locale; formatTime: (iso: string) => string },
): string {
  const copy = CANCELLATION_POLICY_COPY[options.locale];
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const ahead = terms.deadlines.filter((d) => new Date(d.until).getTime() > options.now.getTime());
  const full = ahead.find((d) => d.share === 1);
  const half = ahead.find((d) => d.share === 0.5);
  if (full && half) {
    return fill(copy.fullThenHalf, {
      full: options.formatTime(full.until),
      half: options.formatTime(half.until),
    });
  }
  if (full) {
    const atStart = new Date(full.until).getTime() === new Date(options.start).getTime();
    return fill(atStart ? copy.untilStart : copy.full, { full: options.formatTime(full.until) });
  }
  if (half) return fill(copy.half, { half: options.formatTime(half.until) });
  const last = terms.deadlines.at(-1);
  return fill(copy.none, { deadline: last ? options.formatTime(last.until) : '' });
}
