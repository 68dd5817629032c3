import { createRouter } from "../lib/openapi";
import {
  createBookHandler,
  deleteBookHandler,
  getBookHandler,
  listBooksHandler,
  listGenresHandler,
  updateBookHandler,
} from "./books.handlers";
import { createBook, deleteBook, getBook, listBooks, listGenres, updateBook } from "./books.routes";

export const booksRouter = createRouter()
  .openapi(listBooks, listBooksHandler)
  .openapi(getBook, getBookHandler)
  .openapi(createBook, createBookHandler)
  .openapi(updateBook, updateBookHandler)
  .openapi(deleteBook, deleteBookHandler)
  .openapi(listGenres, listGenresHandler);
