import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderIntegrated, TEST_API } from '../../../testing/render';
import { CareersSlider, JOBS_SLIDER, sliderBanners } from './careers-slider';

afterEach(cleanup);

const banner = (id: string, link: string, image?: string) => ({
  _id: id,
  title: `Title ${id}`,
  heading: `Heading ${id}`,
  paragraph: `Paragraph ${id}`,
  link,
  linkText: '',
  image,
});

describe('sliderBanners', () => {
  it('takes 2 banners with an image, the careers banner first', () => {
    const banners = [
      banner('a', '/integrat/services', '/a.svg'),
      banner('b', '/integrat/clients'),
      banner('c', '/integrat/Job', '/c.svg'),
      banner('d', '', '/d.svg'),
    ];
    expect(sliderBanners(banners).map((b) => b._id)).toEqual(['c', 'a']);
    expect(JOBS_SLIDER).toEqual({ images: 2, intervalMs: 5000 });
  });
});

describe('CareersSlider', () => {
  it("shows the careers banner's texts beside a slider of its images", () => {
    renderIntegrated(<CareersSlider banners={[banner('a', '/integrat/services', '/a.svg'), banner('c', '/integrat/Job', '/c.svg')]} />);
    expect(screen.getByRole('heading', { name: 'Heading c' })).toBeInTheDocument();
    expect(screen.getByText('Paragraph c')).toBeInTheDocument();
    const slider = screen.getByRole('group', { name: 'Life at Sentinel' });
    expect([...slider.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([`${TEST_API}/c.svg`, `${TEST_API}/a.svg`]);
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(2);
  });
});
