/**
 * Where the build writes a language's messages for better-auth's error codes
 * (build/auth-error-catalogs.ts), which the Worker reads through its ASSETS binding
 * (worker/auth/auth-error-messages.ts). Pure: the build imports it too.
 */
export const authErrorCatalogFile = (locale: string) => `/i18n/auth-errors.${locale}.json`;
