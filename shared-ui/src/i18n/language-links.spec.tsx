import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { ConsentCheckbox } from '../fields/consent-checkbox';
import { renderWithStore } from '../testing/render';

afterEach(cleanup);

describe("links drawn as plain anchors keep the page's language", () => {
  it("the consent box's privacy notice: the variant's notice, under /mr on a Marathi page", () => {
    renderWithStore(<ConsentCheckbox />, { route: '/mr/integrat/contact', basename: '/mr' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/mr/integrat/privacy');
    cleanup();
    renderWithStore(<ConsentCheckbox />, { route: '/main/contact' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/main/privacy');
  });
});
