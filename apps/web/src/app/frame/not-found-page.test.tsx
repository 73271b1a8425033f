import { screen } from '@testing-library/react';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

describe('NotFoundPage', () => {
  it('answers any unknown path with a 404 and a way home', async () => {
    mockApi(anonymous);
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
