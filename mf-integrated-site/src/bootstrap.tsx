import { renderStandalone } from '@site/shared-ui';
import IntegratedSiteRoutes from './app/routes';

void renderStandalone(IntegratedSiteRoutes, '/integrat/home');
