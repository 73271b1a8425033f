import '@sortim/contracts/all-messages';
import { ACCOUNT_MESSAGES } from '@sortim/contracts/auth';
import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { ACTIVITY_FIELD_MESSAGES } from '@sortim/contracts/hosting';
import { definedMessages, formatMessage } from '@sortim/contracts/messages';
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

  it("puts a message's values, read from its English, into the translation", async () => {
    await i18n.changeLanguage('ca');
    const floor = formatMessage(ACTIVITY_FIELD_MESSAGES.capacityBelowTaken, { floor: 7, taken: 5 });
    expect(floor).toBe('Capacity must be at least 7: 5 spots are booked or held');
    expect(messageText(floor, 'activityField.capacityBelowTaken')).toBe(
      'La capacitat ha de ser almenys 7: hi ha 5 places reservades o retingudes',
    );
    const withThirdParty = formatMessage(ACTIVITY_FIELD_MESSAGES.capacityBelowTakenAndThirdParty, {
      floor: 7,
      taken: 5,
      thirdParty: 2,
    });
    expect(messageText(withThirdParty)).toBe(
      "La capacitat ha de ser almenys 7: hi ha 5 places reservades o retingudes i 2 són d'assistents de tercers",
    );
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
