import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithStore, setTestConfig } from '../../testing/render';
import { ImageSlider } from './image-slider';
import { useSlider } from './use-slider';

beforeAll(setTestConfig);
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('useSlider', () => {
  it('alternates two slides every 5 s', () => {
    const { result } = renderHook(() => useSlider(2, 5000, false));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });
  it('stands still while paused and gives a chosen slide its full time', () => {
    const { result, rerender } = renderHook(({ paused }) => useSlider(2, 5000, paused), { initialProps: { paused: true } });
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => jest.advanceTimersByTime(3000));
    act(() => result.current.goTo(1));
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.index).toBe(0);
  });
});

describe('ImageSlider', () => {
  const images = [
    { src: '/uploads/a.svg', alt: 'Careers' },
    { src: '/uploads/b.svg', alt: 'Facilities' },
  ];
  const current = () => document.querySelector('.ui-slider__slide--current img')!.getAttribute('alt');

  it('shows one slide at a time and moves on every 5 s, by hand, and not while paused', () => {
    renderWithStore(<ImageSlider images={images} label="Life at Sentinel" />);
    expect(screen.getByRole('group', { name: 'Life at Sentinel' })).toBeInTheDocument();
    expect(current()).toBe('Careers');
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe('Facilities');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(current()).toBe('Careers');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => jest.advanceTimersByTime(15_000));
    expect(current()).toBe('Careers');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });
});
