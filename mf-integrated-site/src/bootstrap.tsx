import { renderStandalone } from '@site/shared-ui';
import IntegratedSiteRoutes, { messages } from './app/routes';

void renderStandalone(IntegratedSiteRoutes, '/integrat/home', messages);
