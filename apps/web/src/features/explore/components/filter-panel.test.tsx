import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveFilterChips } from '#/features/explore/components/filter-chips.tsx';
import { FilterPanel } from '#/features/explore/components/filter-panel.tsx';
import { EMPTY_FILTERS, type ExploreFilters } from '#/features/explore/lib/explore-filters.ts';
import { i18n } from '#/lib/i18n.ts';
import { renderWithProviders } from '#/test/render.tsx';

const filters: ExploreFilters = {
  ...EMPTY_FILTERS,
  categories: ['Be Active'],
  subcategories: ['Play Padel'],
  difficulty: ['Beginner'],
};

describe('the explore filters in Spanish', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('name the categories, subcategories and levels in Spanish and change the English values', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterPanel filters={filters} onChange={onChange} />);

    expect(screen.getByRole('checkbox', { name: 'Mantente activo' })).toBeChecked();
    const subtypes = screen.getByRole('list', { name: 'Mantente activo: subcategorías' });
    expect(within(subtypes).getByRole('checkbox', { name: 'Juega al pádel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Principiante' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Saborea y cocina' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ categories: ['Be Active', 'Taste & Cook'] }),
    );
    await user.click(within(subtypes).getByRole('checkbox', { name: 'Haz yoga' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ subcategories: ['Play Padel', 'Do Yoga'] }),
    );
  });

  it('show the chosen category and subcategory as removable chips in Spanish', () => {
    renderWithProviders(<ActiveFilterChips filters={filters} onChange={() => {}} />);
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(within(chips).getByText('Mantente activo')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Quitar filtro: Juega al pádel' })).toBeInTheDocument();
    expect(within(chips).getByText('Principiante')).toBeInTheDocument();
  });
});
