import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CitySwitcher } from '#/components/city-switcher/city-switcher.tsx';
import { i18n } from '#/lib/i18n.ts';
import { BARCELONA, LISBON } from '#/test/city-factories.ts';
import { renderWithProviders } from '#/test/render.tsx';

describe('the city switcher', () => {
  it('is not there with one city: there is nothing to choose', () => {
    renderWithProviders(<CitySwitcher cities={[BARCELONA]} value="barcelona" onChange={() => {}} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('City')).not.toBeInTheDocument();
  });

  it('offers every city with two, the chosen one selected, and tells which was picked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CitySwitcher cities={[BARCELONA, LISBON]} value="barcelona" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('barcelona');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Barcelona', 'Lisbon']);
    await userEvent.selectOptions(select, 'lisbon');
    expect(onChange).toHaveBeenCalledWith('lisbon');
  });

  it("names each city as the page's language writes it (decision 207)", async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<CitySwitcher cities={[BARCELONA, LISBON]} value="lisbon" onChange={() => {}} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Barcelona', 'Lisboa']);
  });
});
