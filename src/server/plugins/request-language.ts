import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTextLanguageSource } from '@/common/i18n/text-language.ts';
import { configureZodLanguage } from '@/common/i18n/zod-language.ts';
import { defaultLanguage, languageFromAcceptLanguage, type TLanguage } from '@/common/language.ts';

const requestLanguage = new AsyncLocalStorage<TLanguage>();

/**
 * Each request's validation and error messages in its `Accept-Language` (the site's pages send their own
 * language; docs/product.md#languages). A Spanish request, nearly every one, runs outside the store and reads
 * the default, so bidding pays nothing for it.
 */
export const requestLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    setTextLanguageSource(() => requestLanguage.getStore() ?? defaultLanguage);
    configureZodLanguage();
    app.addHook('onRequest', (request, _reply, done) => {
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      if (language === defaultLanguage) done();
      else requestLanguage.run(language, done);
    });
  },
  { name: 'request-language' },
);
