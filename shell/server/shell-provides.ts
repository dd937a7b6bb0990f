// What the shell provides to a remote's release: the versions of the shared singletons it was built with (their
// package.json files, read at build time, so they are the versions this build bundles) and its contract version.
import { type BuiltAgainst, REMOTE_CONTRACT_VERSION } from '@site/contracts/releases';
import toolkit from '@reduxjs/toolkit/package.json' with { type: 'json' };
import react from 'react/package.json' with { type: 'json' };
import reactDom from 'react-dom/package.json' with { type: 'json' };
import reactRedux from 'react-redux/package.json' with { type: 'json' };
import reactRouterDom from 'react-router-dom/package.json' with { type: 'json' };
import reactToastify from 'react-toastify/package.json' with { type: 'json' };
import sharedUi from '../../shared-ui/package.json' with { type: 'json' };

export const shellProvides: BuiltAgainst = {
  contract: REMOTE_CONTRACT_VERSION,
  singletons: {
    react: react.version,
    'react-dom': reactDom.version,
    'react-router-dom': reactRouterDom.version,
    '@reduxjs/toolkit': toolkit.version,
    'react-redux': reactRedux.version,
    'react-toastify': reactToastify.version,
    '@site/shared-ui': sharedUi.version,
  },
};
