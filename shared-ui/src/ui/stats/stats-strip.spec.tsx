import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import { StatsStrip } from './stats-strip';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const figures = (c: HTMLElement) => [...c.querySelectorAll('strong')].map((s) => s.textContent);
const about = (client: string) => ({
  _id: 'a',
  heading: 'h',
  description: 'd',
  text: 't',
  experience: '',
  projects: ['30+ Projects Completed'],
  client: [client],
  staff: ['12 Expert Staff'],
  awards: ['5 Awards Won'],
});

describe('StatsStrip', () => {
  it('counts up every 20 ms by 1, and clients above 1000 by 10', () => {
    const { container } = render(<StatsStrip about={about('1500 Happy Clients')} />);
    expect(figures(container)).toEqual(['0+', '0', '0', '0']);
    act(() => void jest.advanceTimersByTime(20));
    expect(figures(container)).toEqual(['1+', '10', '1', '1']);
    act(() => void jest.advanceTimersByTime(100));
    expect(figures(container)).toEqual(['6+', '60', '6', '5']);
    act(() => void jest.advanceTimersByTime(20 * 200));
    expect(figures(container)).toEqual(['30+', '1500', '12', '5']);
  });

  it('steps clients by 1 at 1000 or below and stops at every target', () => {
    const { container } = render(<StatsStrip about={about('85+ Happy Clients')} />);
    act(() => void jest.advanceTimersByTime(40));
    expect(figures(container)[1]).toBe('2+');
    act(() => void jest.advanceTimersByTime(20 * 1000));
    expect(figures(container)).toEqual(['30+', '85+', '12', '5']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("uses the product's default targets without content: 120, 2500, 100 and 252", () => {
    const { container } = render(<StatsStrip about={undefined} />);
    expect([...container.querySelectorAll('.ui-visually-hidden')].map((s) => s.textContent)).toEqual(['120', '2500', '100', '252']);
    act(() => void jest.advanceTimersByTime(20 * 300));
    expect(figures(container)).toEqual(['120', '2500', '100', '252']);
  });

  it('waits for the content before counting', () => {
    const { container, rerender } = render(<StatsStrip about={undefined} loading />);
    act(() => void jest.advanceTimersByTime(200));
    expect(figures(container)).toEqual(['0', '0', '0', '0']);
    rerender(<StatsStrip about={about('85+ Happy Clients')} />);
    act(() => void jest.advanceTimersByTime(40));
    expect(figures(container)).toEqual(['2+', '2+', '2', '2']);
  });
});
