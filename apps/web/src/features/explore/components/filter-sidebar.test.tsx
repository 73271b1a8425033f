import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTERS_COLLAPSED_KEY, FilterSidebar } from '#/features/explore/components/filter-sidebar.tsx';
import { EMPTY_FILTERS } from '#/features/explore/lib/explore-filters.ts';
import { renderWithProviders } from '#/test/render.tsx';

const renderSidebar = () =>
  renderWithProviders(
    <FilterSidebar filters={{ ...EMPTY_FILTERS, categories: ['Be Active'] }} onChange={() => {}} />,
  );

describe('FilterSidebar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens with the filters by default', () => {
    renderSidebar();
    expect(screen.getByRole('heading', { name: /Filters/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse filters' })).toBeInTheDocument();
  });

  it('remembers the collapsed rail across a reload, and forgets it once expanded again', async () => {
    const user = userEvent.setup();
    const first = renderSidebar();

    await user.click(screen.getByRole('button', { name: 'Collapse filters' }));
    expect(screen.queryByRole('heading', { name: /Filters/ })).not.toBeInTheDocument();
    // Focus stays on the toggle, now the one that undoes it.
    expect(screen.getByRole('button', { name: 'Expand filters' })).toHaveFocus();
    expect(screen.getByText('1 active filter')).toBeInTheDocument();
    expect(localStorage.getItem(FILTERS_COLLAPSED_KEY)).toBe('true');

    first.unmount();
    const second = renderSidebar();
    expect(screen.getByRole('button', { name: 'Expand filters' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Filters/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand filters' }));
    expect(screen.getByRole('button', { name: 'Collapse filters' })).toHaveFocus();
    expect(localStorage.getItem(FILTERS_COLLAPSED_KEY)).toBeNull();

    second.unmount();
    renderSidebar();
    expect(screen.getByRole('heading', { name: /Filters/ })).toBeInTheDocument();
  });

  it('opens with the filters when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const user = userEvent.setup();
    renderSidebar();

    expect(screen.getByRole('heading', { name: /Filters/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse filters' }));
    expect(screen.getByRole('button', { name: 'Expand filters' })).toBeInTheDocument();
  });
});
