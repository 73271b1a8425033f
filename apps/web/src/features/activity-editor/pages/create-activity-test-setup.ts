import type { CityList } from '@sortim/contracts/cities';
import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';

/*
 * What the create page's tests share: a host whose publish and uploads answer as the API does, what was
 * posted, and the steps a host takes through the form (the essentials filled, on to step two).
 */

export type User = ReturnType<typeof userEvent.setup>;

export const host = (payoutsEnabled = true) =>
  createSession({ roles: ['user', 'host'], profile: createProfile({ payoutsEnabled }) });

export function mockCreateApi({
  payoutsEnabled = true,
  cities,
  create = (_body: Record<string, unknown>): Response | Promise<Response> =>
    Response.json({ ids: ['act-1'] }, { status: 201 }),
  upload = (): Response | Promise<Response> => Response.json({ url: '/uploads/thumb.webp' }, { status: 201 }),
}: {
  payoutsEnabled?: boolean;
  /** `GET /api/cities`'s answer (the demo's one city when not given). */
  cities?: CityList;
  create?: (body: Record<string, unknown>) => Response | Promise<Response>;
  upload?: () => Response | Promise<Response>;
} = {}) {
  return mockApi(host(payoutsEnabled), (url, init) => {
    if (url === '/api/cities' && cities) return Response.json(cities);
    if (url === '/api/host/activities' && init?.method === 'POST') {
      return create(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    if (url.startsWith('/api/host/images') && init?.method === 'POST') return upload();
    return undefined;
  });
}

export const posted = (fetchMock: ReturnType<typeof mockCreateApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/host/activities' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

export const progress = () => screen.getByRole('progressbar');

export async function open(path = '/create-activity') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Create Activity' });
  return view;
}

export function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export async function fillEssentials(
  user: User,
  {
    title = 'Sunset hike to the bunkers',
    category = 'Get Outdoors',
    subtype = 'Go Hiking',
    description = 'A gentle walk up to the bunkers for the best sunset in town.',
    locationName = 'Bunkers del Carmel',
    address = 'Carrer de Marià Labèrnia, Barcelona',
    start = '2027-03-27T19:00',
    end = '2027-03-27T21:00',
  } = {},
) {
  // Pasted rather than typed key by key: the same change events, in a fraction of the time.
  const fill = async (label: string, text: string) => {
    if (!text) return;
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Title', title);
  await user.selectOptions(screen.getByLabelText('Category'), category);
  await user.selectOptions(screen.getByLabelText('Subtype'), subtype);
  await fill('Description', description);
  await fill('Location name', locationName);
  await fill('Address', address);
  setTime('Start time', start);
  setTime('End time', end);
}

export async function toStepTwo(user: User, essentials?: Parameters<typeof fillEssentials>[1]) {
  await fillEssentials(user, essentials);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Polish & Publish' });
}
