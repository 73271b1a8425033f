import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

function mockPage() {
  mockApi(anonymous, (url) => {
    if (url === '/api/activities/act-1')
      return Response.json(createActivityDetail({ title: 'Paella night' }));
    return undefined;
  });
}

const shareButton = () => screen.findByRole('button', { name: 'Share' }, { timeout: 15_000 });

describe("the activity page's Share button", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("copies the page's link, without this visit's query, and says so", async () => {
    const user = userEvent.setup();
    mockPage();
    renderApp('/activity/act-1?checkout=cancelled#reviews');
    await user.click(await shareButton());
    await findToast('Link copied');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/activity/act-1`);
  });

  it("opens the phone's share sheet where there is one, and copies nothing", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    // A touch screen: the coarse pointer matches, every other query as the test screen answers it.
    const screenQuery = window.matchMedia;
    const coarse = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const answer = screenQuery(query);
      return query === '(pointer: coarse)' ? { ...answer, matches: true } : answer;
    });
    mockPage();
    renderApp('/activity/act-1');
    await user.click(await shareButton());
    coarse.mockRestore();
    expect(share).toHaveBeenCalledWith({
      title: 'Paella night',
      url: `${window.location.origin}/activity/act-1`,
    });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });
});
