import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { BrowserRouter } from '@site/shared-ui';
import { useAddressParams } from './use-address-params';

let update: ReturnType<typeof useAddressParams>[1];
function ListScreen() {
  update = useAddressParams()[1];
  return null;
}
const address = () => window.location.pathname + window.location.search;

describe('useAddressParams', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('puts a search in the address of the screen drawn', () => {
    window.history.replaceState(null, '', '/admin/JobContact?status=New');
    render(
      <BrowserRouter>
        <ListScreen />
      </BrowserRouter>,
    );
    act(() => update({ q: 'meena' }, true));
    expect(address()).toBe('/admin/JobContact?status=New&q=meena');
  });

  it('changes nothing once the admin has followed a link the router has not drawn yet', () => {
    window.history.replaceState(null, '', '/admin/JobContact');
    render(
      <BrowserRouter>
        <ListScreen />
      </BrowserRouter>,
    );
    // A row's link was followed: the browser's address moved, the router draws the page in a transition.
    window.history.pushState(null, '', '/admin/inbox/applyJobs/64b000000000000000000001');
    act(() => update({ q: 'meena' }, true));
    expect(address()).toBe('/admin/inbox/applyJobs/64b000000000000000000001');
  });
});
