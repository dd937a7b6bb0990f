import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderWithStore, setTestConfig } from '../../testing/render';
import { TestimonialsCarousel } from './testimonials-carousel';

beforeAll(setTestConfig);
afterEach(cleanup);

const t = (i: number, star = '5') => ({ _id: `t${i}`, name: `Person ${i}`, designation: `Role ${i}`, feedback: `Feedback ${i}`, star });
const three = [t(1), t(2, '4'), t(3, '3')];
const shown = () => screen.getByRole('figure').querySelector('strong')!.textContent;

describe('TestimonialsCarousel', () => {
  it('wraps from the first to the last with previous and from the last to the first with next', async () => {
    const { user } = renderWithStore(<TestimonialsCarousel testimonials={three} />);
    expect(shown()).toBe('Person 1');
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toBe('Person 3');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Person 1');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Person 3');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Person 1');
  });

  it('marks the current dot and jumps to a chosen one; stars follow the rating', async () => {
    const { user } = renderWithStore(<TestimonialsCarousel testimonials={three} />);
    const dots = () => screen.getAllByRole('button', { name: /^Testimonial \d$/ }).map((b) => b.getAttribute('aria-current'));
    expect(dots()).toEqual(['true', 'false', 'false']);
    await user.click(screen.getByRole('button', { name: 'Testimonial 2' }));
    expect(shown()).toBe('Person 2');
    expect(dots()).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('keeps its place while loading and shows nothing for an empty list', () => {
    renderWithStore(<TestimonialsCarousel testimonials={[]} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading testimonials...');
    cleanup();
    const { container } = renderWithStore(<TestimonialsCarousel testimonials={[]} />);
    expect(container.querySelector('.ui-testimonials')).toBeNull();
  });
});
