import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { pressEarlyTap } from './early-tap';

const w = window as { pageTap?: HTMLButtonElement };
const button = () => {
  const b = document.createElement('button');
  b.type = 'button';
  document.body.append(b);
  return b;
};
afterEach(() => document.body.replaceChildren());

describe('a button pressed before the page responded', () => {
  it('is pressed again once, then forgotten', () => {
    const b = button();
    const onClick = jest.fn();
    b.addEventListener('click', onClick);
    w.pageTap = b;
    pressEarlyTap();
    pressEarlyTap();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(w.pageTap).toBeUndefined();
  });

  it('is left alone when it is no longer on the page or is disabled', () => {
    const onClick = jest.fn();
    const gone = button();
    gone.addEventListener('click', onClick);
    gone.remove();
    w.pageTap = gone;
    pressEarlyTap();
    const disabled = button();
    disabled.disabled = true;
    disabled.addEventListener('click', onClick);
    w.pageTap = disabled;
    pressEarlyTap();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when none was pressed', () => {
    expect(() => pressEarlyTap()).not.toThrow();
  });
});
