import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const MB = 1024 * 1024;
const image = (bytes: number, name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function mockAvatarApi(upload: () => Response) {
  return mockApi(createSession(), (url, init) => {
    if (url === '/api/me/stats') return Response.json({ attended: 0, hosted: null });
    if (url === '/api/me/avatar' && init?.method === 'POST') return upload();
    return undefined;
  });
}

async function openProfile() {
  renderApp('/profile');
  await screen.findByRole('button', { name: 'Change photo' });
}

const uploads = (fetchMock: ReturnType<typeof mockAvatarApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/me/avatar');

describe('Change photo', () => {
  it('gives the hint', async () => {
    mockAvatarApi(() => Response.json(createProfile()));
    await openProfile();

    expect(screen.getByRole('button', { name: 'Change photo' })).toHaveAccessibleDescription(
      'Max 5MB. JPG, PNG, or WebP',
    );
  });

  it("refuses a file over 5 MB before sending it: 'File size must be less than 5MB'", async () => {
    const fetchMock = mockAvatarApi(() => Response.json(createProfile()));
    const user = userEvent.setup();
    await openProfile();

    await user.upload(screen.getByLabelText('Change photo'), image(5 * MB + 1));

    expect(await findToast('File size must be less than 5MB')).toBeInTheDocument();
    expect(uploads(fetchMock)).toHaveLength(0);
  });

  it("uploads the image as the 'file' field and says 'Image uploaded successfully'", async () => {
    const fetchMock = mockAvatarApi(() =>
      Response.json(createProfile({ avatarUrl: '/uploads/avatars/a1.webp' })),
    );
    const user = userEvent.setup();
    await openProfile();

    const file = image(200_000);
    await user.upload(screen.getByLabelText('Change photo'), file);

    expect(await findToast('Image uploaded successfully')).toBeInTheDocument();
    const [[, init]] = uploads(fetchMock) as [[string, RequestInit]];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBe(file);
  });

  it("shows the server's message when it refuses the file", async () => {
    mockAvatarApi(() =>
      Response.json({ error: { code: 'bad_request', message: 'The file is not an image' } }, { status: 400 }),
    );
    const user = userEvent.setup();
    await openProfile();

    await user.upload(screen.getByLabelText('Change photo'), image(1000));

    expect(await findToast('The file is not an image')).toBeInTheDocument();
  });

  it("says 'Error uploading image' when the server gives no message", async () => {
    mockAvatarApi(() => new Response(null, { status: 500 }));
    const user = userEvent.setup();
    await openProfile();

    await user.upload(screen.getByLabelText('Change photo'), image(1000));

    expect(await findToast('Error uploading image')).toBeInTheDocument();
  });
});
