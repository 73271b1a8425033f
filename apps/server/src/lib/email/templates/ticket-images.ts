import { groupTicketCode } from '@sortim/contracts/bookings';
import QRCode from 'qrcode';
import type { EmailAttachment } from '../message.ts';
import type { EmailBlock } from './layout.ts';

/** How large a ticket's QR code shows in an e-mail, in CSS pixels (drawn at twice that for sharp screens). */
const QR_PIXELS = 240;

/** A ticket, and what it says besides its number: its price and guest ('Child · Marc'), if anything. */
export type EmailTicket = { seat: number; code: string; label?: string | null };

/**
 * A booking's tickets for an e-mail: a block per seat (its QR code as an inline image, 'Ticket 1 of 3'
 * above and the code grouped beneath, the code alone in text) and the PNG attachments they show, by
 * Content-ID. The QR code encodes the code alone, as the door reads it.
 */
export async function ticketImages(
  tickets: EmailTicket[],
  words: { ticketOf: (seat: number, count: number) => string; qrAlt: (seat: number) => string },
): Promise<{ blocks: EmailBlock[]; attachments: EmailAttachment[] }> {
  const count = tickets.length;
  const rendered = await Promise.all(
    tickets.map(async (ticket) => {
      const cid = `ticket-${ticket.seat}@sortim`;
      const png = await QRCode.toBuffer(ticket.code, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 4,
        width: QR_PIXELS * 2,
        color: { dark: '#000000', light: '#ffffff' },
      });
      const block: EmailBlock = {
        image: {
          cid,
          alt: words.qrAlt(ticket.seat),
          title: [words.ticketOf(ticket.seat, count), ticket.label].filter(Boolean).join(' · '),
          caption: groupTicketCode(ticket.code),
          size: QR_PIXELS,
        },
      };
      const attachment: EmailAttachment = {
        filename: `ticket-${ticket.seat}.png`,
        contentType: 'image/png',
        content: png,
        cid,
      };
      return { block, attachment };
    }),
  );
  return { blocks: rendered.map((r) => r.block), attachments: rendered.map((r) => r.attachment) };
}
