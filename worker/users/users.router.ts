import { createRouter } from "../lib/openapi";
import * as handlers from "./users.handlers";
import * as routes from "./users.routes";

export const usersRouter = createRouter()
  .openapi(routes.listUsers, handlers.listUsersHandler)
  .openapi(routes.getUser, handlers.getUserHandler)
  .openapi(routes.createUser, handlers.createUserHandler)
  .openapi(routes.updateUser, handlers.updateUserHandler)
  .openapi(routes.deleteUser, handlers.deleteUserHandler)
  .openapi(routes.listUserSessions, handlers.listUserSessionsHandler)
  .openapi(routes.revokeUserSession, handlers.revokeUserSessionHandler)
  .openapi(routes.revokeUserSessions, handlers.revokeUserSessionsHandler)
  .openapi(routes.banUser, handlers.banUserHandler)
  .openapi(routes.unbanUser, handlers.unbanUserHandler)
  .openapi(routes.resetSecondFactor, handlers.resetSecondFactorHandler)
  .openapi(routes.impersonateUser, handlers.impersonateUserHandler);
