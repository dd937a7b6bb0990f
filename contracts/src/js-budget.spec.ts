import { describe, expect, it } from '@jest/globals';
import { pastShare, REMOTE_JS_SHARES, shareFiles } from './js-budget.js';

describe('a remote’s share of the JavaScript budget', () => {
  it('counts its container and what its ./Routes loads at once, not what loads when used', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './Other', assets: { js: { sync: ['other.js'] } } },
        { path: './Routes', assets: { js: { sync: ['628.js', 'routes.js'], async: ['form.js'] } } },
      ],
    };
    expect(shareFiles(manifest)).toEqual(['remoteEntry.js', '628.js', 'routes.js']);
    expect(shareFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } })).toEqual(['static/remoteEntry.js']);
    expect(shareFiles({})).toEqual([]);
  });

  it('is refused past the share, saying by how much', () => {
    expect(pastShare('main', REMOTE_JS_SHARES.main)).toBeNull();
    expect(pastShare('main', 30 * 1024)).toBe('its pages need 30.0 KB of gzip JavaScript before they respond, past its share of 24.0 KB');
    expect(pastShare('integrated', 14 * 1024 + 1)).toMatch(/past its share of 14\.0 KB$/);
  });
});
