import { APP_NAME, SUPPORT_EMAIL } from '@sortim/contracts/product';
import escapeHtml from 'escape-html';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { emailStrings } from './strings.ts';

/*
 * Every e-mail is written once as a list of blocks and rendered twice, as plain text and as HTML, so
 * the two bodies cannot drift apart, in the recipient's language (its words from strings/<locale>.ts).
 * It is handed the whole recipient (recipient.ts), so what every e-mail shows of its reader is drawn here.
 * Everything is escaped in HTML: names, subjects and messages come from users.
 */

export type EmailBlock =
  | { paragraph: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { action: { label: string; url: string } }
  /** Someone else's words (a contact message), shown as written, line breaks kept. */
  | { quote: string }
  /**
   * An inline image (an attachment with this Content-ID) under its title, with a caption in fixed-width type
   * beneath; in text, the title and the caption (a ticket: 'Ticket 1 of 3: ZR2FZ 1TJFQ ...').
   */
  | { image: { cid: string; alt: string; title: string; caption: string; size: number } }
  /** Something that changed: its name, then what it is now and, beneath in grey, what it was. */
  | { change: { label: string; now: string; was: string } }
  /** What was bought, a row each with its amount at the right ('2 × Adult  €30.00'); in text, 'label: amount'. */
  | { lines: { label: string; amount: string }[] };

const FONT = 'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/**
 * The app's colours (apps/web/src/styles.css, light theme): terracotta `--primary` for the buttons and the
 * name at the top (white text on it keeps 5.3:1), sea-blue `--link` for links. E-mail clients ignore CSS
 * variables, hence the hex values here, once.
 */
export const EMAIL_COLOURS = { primary: '#b4492b', link: '#0a6a91' } as const;

function blockHtml(block: EmailBlock, openLink: string): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('image' in block) {
    const { cid, alt, title, caption, size } = block.image;
    return `<div style="margin:0 0 24px;text-align:center"><p style="margin:0 0 8px;font-weight:600">${escapeHtml(title)}</p><img src="cid:${escapeHtml(cid)}" width="${size}" height="${size}" alt="${escapeHtml(alt)}" style="display:block;margin:0 auto;width:${size}px;height:${size}px;background:#ffffff"><p style="margin:8px 0 0;font-family:Menlo,Consolas,monospace;font-size:14px;letter-spacing:0.5px">${escapeHtml(caption)}</p></div>`;
  }
  if ('change' in block) {
    const { label, now, was } = block.change;
    return `<p style="margin:0 0 16px"><strong>${escapeHtml(label)}</strong><br>${escapeHtml(now)}<br><span style="color:#6b7280">${escapeHtml(was)}</span></p>`;
  }
  if ('lines' in block) {
    const rows = block.lines
      .map(
        ({ label, amount }) =>
          `<tr><td style="padding:2px 16px 2px 0">${escapeHtml(label)}</td><td style="padding:2px 0;text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  if ('quote' in block) {
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #d1d5db;background:#f9fafb;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  }
  const url = escapeHtml(block.action.url);
  return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${EMAIL_COLOURS.primary};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(openLink)} <a href="${url}" style="color:${EMAIL_COLOURS.link}">${url}</a></p>`;
}

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote;
  if ('change' in block) return `${block.change.label}\n${block.change.now}\n${block.change.was}`;
  if ('image' in block) return `${block.image.title}: ${block.image.caption}`;
  if ('lines' in block) return block.lines.map(({ label, amount }) => `${label}: ${amount}`).join('\n');
  return `${block.action.label}: ${block.action.url}`;
}

export function renderEmail(
  recipient: Recipient,
  subject: string,
  blocks: EmailBlock[],
): Required<EmailContent> {
  const { locale } = recipient;
  const { layout } = emailStrings(locale);
  const footerText = `${APP_NAME} · ${layout.questions} ${SUPPORT_EMAIL}`;
  const text = `${blocks.map(blockText).join('\n\n')}\n\n-- \n${footerText}\n`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;${FONT};color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${EMAIL_COLOURS.primary}">${escapeHtml(APP_NAME)}</p>
${blocks.map((block) => blockHtml(block, layout.openLink)).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">${escapeHtml(APP_NAME)} · ${escapeHtml(layout.questions)} <a href="mailto:${SUPPORT_EMAIL}" style="color:#6b7280">${SUPPORT_EMAIL}</a></p>
</body></html>
`;
  return { subject, text, html };
}
