import { render } from '@testing-library/react';
import { EmailAddress } from '#/components/email-address.tsx';

describe('EmailAddress', () => {
  it('may break after the @ and before each dot, and nowhere inside a word', () => {
    const { container } = render(<EmailAddress email="marta.puig@sortim.example" />);
    const address = container.firstElementChild as HTMLElement;

    expect(address.innerHTML).toBe('marta<wbr>.puig@<wbr>sortim<wbr>.example');
    expect(address).toHaveTextContent(/^marta\.puig@sortim\.example$/);
    // Breaking mid-word only when one part is wider than the line; never anywhere (break-all).
    expect(address).toHaveClass('break-words');
    expect(address).not.toHaveClass('break-all');
  });

  it('leaves an address with nothing to break at as it is', () => {
    const { container } = render(<EmailAddress email="ana" />);
    expect(container.firstElementChild?.innerHTML).toBe('ana');
  });
});
