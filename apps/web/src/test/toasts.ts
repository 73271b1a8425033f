import { screen, within } from '@testing-library/react';

/** The sonner toast that holds `title`, to check its description beside it. */
export async function findToast(title: string): Promise<HTMLElement> {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  const toast = titleElement.closest('[data-sonner-toast]');
  if (!(toast instanceof HTMLElement)) throw new Error(`"${title}" is not inside a toast`);
  return toast;
}

/** The description line of the toast titled `title`. */
export async function toastDescription(title: string): Promise<string> {
  const toast = await findToast(title);
  return (
    within(toast).queryByText((_, element) => element?.hasAttribute('data-description') ?? false)
      ?.textContent ?? ''
  );
}
