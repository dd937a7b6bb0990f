import { renderStandalone } from '@site/shared-ui';
import AdminRoutes from './app/routes';

void renderStandalone(AdminRoutes, '/admin');
