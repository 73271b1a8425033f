import { withoutTransitions } from '#/lib/without-transitions.ts';

const transitionsOff = () =>
  [...document.head.querySelectorAll('style')].some(
    (style) => style.textContent === '*,*::before,*::after{transition:none!important}',
  );

describe('withoutTransitions', () => {
  it('turns transitions off for the change and back on once it has painted', async () => {
    let offDuringChange = false;

    withoutTransitions(() => {
      offDuringChange = transitionsOff();
    });

    expect(offDuringChange).toBe(true);
    expect(transitionsOff()).toBe(true);
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    expect(transitionsOff()).toBe(false);
  });
});
