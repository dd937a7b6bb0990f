import { renderStandalone } from '@site/shared-ui';
import MainSiteRoutes, { messages } from './app/routes';

void renderStandalone(MainSiteRoutes, '/main/home', messages);
