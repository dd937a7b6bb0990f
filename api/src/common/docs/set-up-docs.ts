import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AUTH_ROUTES } from '@site/contracts';
import { describeOperations } from './describe-operations.js';

/** The OpenAPI document at /docs-json and its reader at /docs (docs/api.md). */
export function setUpDocs(app: NestExpressApplication) {
  const info = new DocumentBuilder()
    .setTitle('Facility services site API')
    .setDescription(
      `The site's content, visitors' submissions and the back office. Admin routes need \`Authorization: Bearer <token>\` from POST /${AUTH_ROUTES.adminLogin}; ` +
        `a visitor's own routes the token from POST /${AUTH_ROUTES.userLogin}. Errors answer \`{ statusCode, message }\`.`,
    )
    .setVersion('1.0')
    // Relative: the document is served by the API it describes, at whatever address that API has.
    .addServer('/', 'This API')
    .build();
  SwaggerModule.setup('docs', app, () => describeOperations(SwaggerModule.createDocument(app, info)));
}
