import { APP_NAME, SUPPORT_EMAIL } from '@sortim/contracts/product';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppProviders } from '#/app/providers.tsx';
import es from '#/locales/es.json?sections=first';
import { createActivityCard } from '#/test/activity-factories.ts';
import { anonymous, appAt, mockApi, signedIn, testQueryClient } from '#/test/render.tsx';

/** The landing page and the shell with only the first part of a catalog, as a first visit loads them. */
async function renderFirstLoad(path: string) {
  const missing: string[] = [];
  const i18n = createInstance();
  await i18n.init({
    lng: 'es',
    resources: { es: { translation: es } },
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => missing.push(key),
    interpolation: {
      escapeValue: false,
      defaultVariables: { appName: APP_NAME, supportEmail: SUPPORT_EMAIL },
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={testQueryClient()}>{appAt(path).element}</AppProviders>
    </I18nextProvider>,
  );
  return { missing };
}

const cards = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    createActivityCard({ id: `${prefix}${i}`, title: `${prefix} ${i}` }),
  );

const activities = (url: string) => {
  if (url === '/api/activities/featured') return Response.json({ items: cards('f', 3) });
  if (url.startsWith('/api/activities?')) {
    return Response.json({ items: cards('u', 6), total: 6, totalCapped: false, nextCursor: null });
  }
  return undefined;
};

describe("the first load's catalog sections", () => {
  it('hold every word of /home for an anonymous visitor, footer menus included', async () => {
    mockApi(anonymous, activities);
    const { missing } = await renderFirstLoad('/home');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const user = userEvent.setup();
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('button', { name: /^Tema/ }));
    expect(await screen.findAllByRole('menuitemradio')).toHaveLength(3);
    expect(missing).toEqual([]);
  });

  it('hold every word of /home and the header for a signed-in host, account menu included', async () => {
    mockApi(signedIn(['user', 'host']), activities);
    const { missing } = await renderFirstLoad('/home');

    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /cuenta/i }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
    expect(missing).toEqual([]);
  });

  it('hold the not-found page', async () => {
    mockApi(anonymous);
    const { missing } = await renderFirstLoad('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
