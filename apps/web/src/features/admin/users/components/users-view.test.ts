import {
  isFiltered,
  parseUsersView,
  usersViewToParams,
} from '#/features/admin/users/components/users-view.ts';

describe('the /admin/users view in the URL', () => {
  it('reads every part of it', () => {
    expect(parseUsersView(new URLSearchParams('q=ana&role=host&city=Girona&status=inactive&page=3'))).toEqual(
      { q: 'ana', role: 'host', city: 'Girona', status: 'inactive', page: 3 },
    );
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseUsersView(new URLSearchParams('role=owner&status=asleep&page=-2'))).toEqual({
      q: '',
      role: 'all',
      city: '',
      status: 'all',
      page: 1,
    });
    expect(parseUsersView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const view = {
      q: 'García',
      role: 'admin',
      city: 'Barcelona',
      status: 'verified_hosts',
      page: 2,
    } as const;
    expect(
      usersViewToParams({ ...view, role: 'all', status: 'all', page: 1, q: '', city: '' }).toString(),
    ).toBe('');
    expect(parseUsersView(usersViewToParams(view))).toEqual(view);
  });

  it('knows when the list is narrowed', () => {
    const none = parseUsersView(new URLSearchParams('page=4'));
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered({ ...none, city: 'Sitges' })).toBe(true);
    expect(isFiltered({ ...none, status: 'active' })).toBe(true);
  });
});
