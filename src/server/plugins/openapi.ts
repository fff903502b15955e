import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { siteName: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.siteName} API`,
          version: '1',
          description: [
            'API of the auction site. Conventions:',
            '- Success bodies are `{ data, metadata }`; errors are `{ error: { code, message, fields } }`. Messages (errors, field messages, confirmations) are Spanish, or English for a request whose `Accept-Language` prefers English; codes never change.',
            '- Money is integer cents; times are ISO-8601 UTC.',
            '- Lists take `page` (1-based), `limit` (default 25, max 100), and `filter` / `order` as JSON-stringified objects.',
            '- Non-GET requests need the `X-XSRF-TOKEN` header equal to the `XSRF-TOKEN` cookie from `GET /api/sanctum/csrf-cookie`.',
            '- Every response carries `X-Server-Time` (epoch milliseconds) so clients can synchronise their clocks.',
          ].join('\n'),
        },
        servers: [{ url: options.publicUrl }],
        tags: [
          { name: 'auctions', description: 'Subastas' },
          { name: 'lots', description: 'Lotes y pujas' },
          { name: 'reference', description: 'Países y provincias' },
          { name: 'config', description: 'Configuración' },
          { name: 'pages', description: 'Páginas informativas' },
          { name: 'sales', description: 'Liquidaciones (venta directa)' },
          { name: 'system', description: 'Salud y versión' },
        ],
      },
      // Each back-office operation shows the staff permission it needs (src/common/staff-roles.ts).
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const permission = input.route.config?.permission;
        if (!permission) return transformed;
        const anyOf = [permission].flat();
        return {
          ...transformed,
          schema: {
            ...transformed.schema,
            'x-permission': anyOf,
            description: [
              `Permiso: ${anyOf.join(' o ')} (consulta y administración leen todo).`,
              transformed.schema.description,
            ]
              .filter(Boolean)
              .join('\n\n'),
          },
        };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
