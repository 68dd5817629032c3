import { created, guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { ApiTag } from "../lib/openapi";
import { BookInputSchema, BookListQuerySchema, BookListSchema, BookSchema, GenreListSchema } from "./books.schemas";

/** The books API contract: paths, permissions, inputs and answers (served at /api/openapi.json). */
export const booksTag: ApiTag = { name: "Books", description: "The catalogue: books and their genres" };
const tags = [booksTag.name];

export const listBooks = guardedRoute({
  operationId: "listBooks",
  method: "get",
  path: "/books",
  tags,
  summary: "List books",
  description: "Ordered by title. Search matches title or author, ignoring case.",
  permissions: { book: ["read"] },
  request: { query: BookListQuerySchema },
  responses: { 200: { description: "A page of books", content: jsonContent(BookListSchema) } },
});

export const getBook = guardedRoute({
  operationId: "getBook",
  method: "get",
  path: "/books/{id}",
  tags,
  summary: "Get a book",
  permissions: { book: ["read"] },
  request: { params: IdParams },
  responses: { 200: { description: "The book", content: jsonContent(BookSchema) } },
});

export const createBook = guardedRoute({
  operationId: "createBook",
  method: "post",
  path: "/books",
  tags,
  summary: "Create a book",
  permissions: { book: ["create"] },
  request: { body: { required: true, content: jsonContent(BookInputSchema) } },
  responses: { 201: created("The new book", BookSchema) },
  errors: ["CONFLICT"],
});

export const updateBook = guardedRoute({
  operationId: "updateBook",
  method: "put",
  path: "/books/{id}",
  tags,
  summary: "Replace a book",
  permissions: { book: ["update"] },
  request: { params: IdParams, body: { required: true, content: jsonContent(BookInputSchema) } },
  responses: { 200: { description: "The updated book", content: jsonContent(BookSchema) } },
  errors: ["CONFLICT"],
});

export const deleteBook = guardedRoute({
  operationId: "deleteBook",
  method: "delete",
  path: "/books/{id}",
  tags,
  summary: "Delete a book",
  permissions: { book: ["delete"] },
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" } },
});

export const listGenres = guardedRoute({
  operationId: "listGenres",
  method: "get",
  path: "/genres",
  tags,
  summary: "List genres",
  permissions: { book: ["read"] },
  responses: { 200: { description: "Every genre, by name", content: jsonContent(GenreListSchema) } },
});
