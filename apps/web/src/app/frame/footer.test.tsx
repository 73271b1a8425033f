import { SUPPORT_EMAIL } from '@sortim/contracts/product';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from '#/app/frame/footer.tsx';
import { renderWithProviders } from '#/test/render.tsx';

describe('Footer', () => {
  beforeEach(() => {
    renderWithProviders(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
  });

  const column = (name: string) => within(screen.getByRole('region', { name }));

  it('links the Company pages', () => {
    expect(column('Company').getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(column('Company').getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('offers the Help Center and the support e-mail', () => {
    expect(column('Support').getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/contact');
    expect(column('Support').getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('links the Legal pages', () => {
    expect(column('Legal').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(column('Legal').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('carries the tagline, the Barcelona line and the copyright', () => {
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Get people outside and connect')).toBeInTheDocument();
    expect(footer.getByText('Made with love in Barcelona')).toBeInTheDocument();
    expect(footer.getByText(`© ${new Date().getFullYear()} Sortim`)).toBeInTheDocument();
  });

  it('lets anyone switch theme and language', () => {
    expect(screen.getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });
});
