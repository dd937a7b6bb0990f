import { renderStandalone } from '@site/shared-ui';
import MainSiteRoutes from './app/routes';

void renderStandalone(MainSiteRoutes, '/main/home');
