import type { ApolloServerPlugin } from '@apollo/server';
import type { FieldErrors } from '../errors/app-error';
import { languageOfContext, translate, translateFields } from './translate';

/** GraphQL errors in the request's language: the message and `extensions.fields` (formatError wrote them in English). */
export const localisedErrors: ApolloServerPlugin<object> = {
  async requestDidStart({ contextValue }) {
    const lang = languageOfContext(contextValue);
    if (lang === 'en') return {};
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => {
          const fields = error.extensions?.fields as FieldErrors | undefined;
          return {
            ...error,
            message: translate(error.message, lang),
            ...(error.extensions ? { extensions: { ...error.extensions, ...(fields ? { fields: translateFields(fields, lang) } : {}) } } : {}),
          };
        });
      },
    };
  },
};
