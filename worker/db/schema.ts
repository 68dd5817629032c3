/** Every table of the app, for drizzle queries and for drizzle-kit's migrations. */
export * from "../audit/audit.table";
export * from "../books/books.table";
export * from "./auth-schema";
export * from "./security-schema";
