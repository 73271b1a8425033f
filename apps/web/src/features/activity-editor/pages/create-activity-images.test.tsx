import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockCreateApi,
  open,
  posted,
  toStepTwo,
} from '#/features/activity-editor/pages/create-activity-test-setup.ts';
import { findToast } from '#/test/toasts.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

describe('/create-activity', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/activity-editor/pages/create-activity-page.tsx'), 30_000);

  it('refuses an image of 5 MB or more before sending it', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Thumbnail image *'), big);

    expect(await findToast('File size must be less than 5MB')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/host/images'))).toBe(false);
    expect(screen.getAllByText(/Max 5MB\. JPG, PNG, or WebP/).length).toBeGreaterThan(0);
  });

  it('uploads a thumbnail, previews it and sends its address', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.upload(
      screen.getByLabelText('Thumbnail image *'),
      new File(['png'], 'thumb.png', { type: 'image/png' }),
    );

    expect(await findToast('Image uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Thumbnail image *' })).toHaveAttribute(
      'src',
      '/uploads/thumb.webp',
    );
    const uploadCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/host/images'));
    expect(uploadCall?.[0]).toBe('/api/host/images?kind=thumbnail');
    const body = uploadCall?.[1]?.body;
    expect(body instanceof FormData ? body.get('file') : null).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]?.thumbnailUrl).toBe('/uploads/thumb.webp');
  });

  it('keeps up to 5 additional images, each removable', async () => {
    let n = 0;
    const fetchMock = mockCreateApi({
      upload: () => Response.json({ url: `/uploads/extra-${++n}.webp` }, { status: 201 }),
    });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    for (let i = 1; i <= 5; i++) {
      await user.upload(
        screen.getByLabelText('Additional images'),
        new File(['x'], `extra-${i}.png`, { type: 'image/png' }),
      );
      await screen.findByRole('img', { name: `Preview of additional image ${i}` });
    }
    expect(screen.getByText(/\(5\/5\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Additional images')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove additional image 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByLabelText('Additional images')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]?.additionalImages).toEqual([
      '/uploads/extra-2.webp',
      '/uploads/extra-3.webp',
      '/uploads/extra-4.webp',
      '/uploads/extra-5.webp',
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/host/images?kind=gallery')).toHaveLength(5);
  });

  it("shows the server's refusal of an upload", async () => {
    mockCreateApi({
      upload: () =>
        Response.json(
          { error: { code: 'bad_request', message: 'The file is not an image' } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.upload(screen.getByLabelText('Cover image'), new File(['x'], 'x.png', { type: 'image/png' }));
    expect(await findToast('The file is not an image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
