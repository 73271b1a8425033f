import { screen, within } from '@testing-library/react';
import { formatDay } from '#/lib/format.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

describe('TermsPage', () => {
  it("has the 15 sections and today's date as the last update", async () => {
    mockApi(anonymous);
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${formatDay(new Date(), 'en')}`)).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    expect(article.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(article.getByText(/courts of Barcelona/)).toBeInTheDocument();
  });
});

describe('PrivacyPage', () => {
  it('covers GDPR and CCPA rights and children under 13', async () => {
    mockApi(anonymous);
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4. Your Rights (GDPR and CCPA)' })).toBeInTheDocument();
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
    expect(screen.getAllByText(/Sortim/).length).toBeGreaterThan(0);
  });
});
