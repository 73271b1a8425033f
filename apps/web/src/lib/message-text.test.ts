import '@sortim/contracts/all-messages';
import { ACCOUNT_MESSAGES } from '@sortim/contracts/auth';
import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { definedMessages } from '@sortim/contracts/messages';
import { i18n } from '#/lib/i18n.ts';
import { messageText } from '#/lib/message-text.ts';
import ca from '#/locales/ca.json';
import en from '#/locales/en.json';
import es from '#/locales/es.json';

type Catalog = { messages: Record<string, Record<string, string>> };
const lookup = (catalog: Catalog, key: string) => {
  const [scope = '', name = ''] = key.split('.');
  return catalog.messages[scope]?.[name];
};

describe('the catalogs of the contracts’ messages', () => {
  const defined = [...definedMessages()];

  it('hold every message the contracts define, in English verbatim, and nothing else', () => {
    const english = Object.entries(en.messages).flatMap(([scope, table]) =>
      Object.entries(table).map(([name, text]) => [`${scope}.${name}`, text]),
    );
    expect(Object.fromEntries(english)).toEqual(Object.fromEntries(defined));
  });

  it.each([
    ['es', es],
    ['ca', ca],
  ])('translate every message into %s, a text defined twice alike', (_, catalog) => {
    expect(defined.filter(([key]) => !lookup(catalog, key))).toEqual([]);
    const byText = new Map<string, string>();
    for (const [key, text] of defined) {
      const translation = lookup(catalog, key) ?? '';
      expect(translation, key).toBe(byText.get(text) ?? translation);
      byText.set(text, translation);
    }
  });
});

describe('messageText', () => {
  it('shows a message by the key the server sent, in the page’s language', async () => {
    await i18n.changeLanguage('es');
    expect(messageText(BOOKING_MESSAGES.soldOut, 'booking.soldOut')).toBe('Esta actividad está completa');
    await i18n.changeLanguage('ca');
    expect(messageText(BOOKING_MESSAGES.soldOut, 'booking.soldOut')).toBe('Aquesta activitat està completa');
  });

  it('finds the key of a schema’s message by its English text', async () => {
    await i18n.changeLanguage('es');
    expect(messageText(ACCOUNT_MESSAGES.invalidEmail)).toBe(es.messages.account.invalidEmail);
  });

  it('keeps the English of an unknown key or text', async () => {
    await i18n.changeLanguage('es');
    expect(messageText('Only on Tuesdays', 'booking.onlyOnTuesdays')).toBe('Only on Tuesdays');
    expect(messageText('We only know cities in Catalonia')).toBe('We only know cities in Catalonia');
  });

  it('shows the English copy verbatim in English', () => {
    expect(messageText(BOOKING_MESSAGES.soldOut, 'booking.soldOut')).toBe('This activity is sold out');
  });
});
