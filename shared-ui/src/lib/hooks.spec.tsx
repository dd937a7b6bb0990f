import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useRotatingIndex, useScrolledPast } from './hooks';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useRotatingIndex', () => {
  it('advances every interval and wraps', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 3000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(6000));
    expect(result.current).toBe(0);
  });
  it('starts again from the first item when the number of items changes', () => {
    const { result, rerender } = renderHook(({ n }) => useRotatingIndex(n, 1000), { initialProps: { n: 3 } });
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(2);
    rerender({ n: 2 });
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
  });
  it('stays still with fewer than two items', () => {
    const { result } = renderHook(() => useRotatingIndex(1, 1000));
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });
});

describe('useScrolledPast', () => {
  it('turns true only beyond the threshold', () => {
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    act(() => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
    act(() => {
      window.scrollY = 101;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });
});
