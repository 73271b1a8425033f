import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, profiles } from '#src/db/schema.ts';
import { carryOutPasswordReset } from '#src/modules/auth/password-reset-job.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

describe("a person's language", () => {
  const ctx = useTestApp();
  const localeOf = async (who: TestAccount) => {
    const [row] = await ctx.app.db
      .select({ locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.id, who.id));
    return row?.locale;
  };
  const putLocale = (who: TestAccount | null, locale: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: who ? { cookie: who.cookie } : {},
      payload: { locale },
    });

  it('is the language the person signed up in, English when the sign-up did not say', async () => {
    expect(await localeOf(await signUp(ctx.app, { locale: 'ca' }))).toBe('ca');
    expect(await localeOf(await signUp(ctx.app))).toBe('en');
  });

  describe('PUT /api/me/locale', () => {
    it('stores the language a signed-in person switched to', async () => {
      const guest = await signUp(ctx.app);
      const res = await putLocale(guest, 'es');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await localeOf(guest)).toBe('es');
    });

    it('refuses a language the app does not speak, and anonymous callers', async () => {
      const guest = await signUp(ctx.app);
      expect((await putLocale(guest, 'fr')).statusCode).toBe(400);
      expect(await localeOf(guest)).toBe('en');
      expect((await putLocale(null, 'es')).statusCode).toBe(401);
    });
  });

  it("writes a Catalan guest's booking confirmation in Catalan, with Barcelona time and euros as Catalan writes them", async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Caiac a la posta de sol',
      priceCents: 4500,
      startTime: new Date('2027-12-04T17:00:00Z'),
      endTime: new Date('2027-12-04T19:00:00Z'),
    });
    const guest = await signUp(ctx.app, { name: 'Jordi', locale: 'ca' });

    await bookAndPay(ctx.app, guest, activity.id, 2);

    const [mail] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail?.subject).toBe('Reserva confirmada: Caiac a la posta de sol');
    expect(mail?.text).toContain('Hola, Jordi:');
    expect(mail?.text).toContain('Quan: dissabte, 4 de desembre del 2027 · 18:00–20:00 (hora de Barcelona)');
    expect(mail?.text).toContain('Places: 2 places');
    // Intl puts a no-break space between the amount and the sign.
    expect(mail?.text).toContain('Pagat: 90,00\u00a0€');
    expect(mail?.html).toContain('<html lang="ca">');
  });

  it('sends the password reset, carried out by its job, in the language the person switched to', async () => {
    const guest = await signUp(ctx.app, { name: 'Lucía' });
    await putLocale(guest, 'es');

    await carryOutPasswordReset(ctx.app.auth, guest.email);

    const [mail] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail?.subject).toBe('Restablece tu contraseña de Sortim');
    expect(mail?.text).toContain('Hola, Lucía:');
  });
});
