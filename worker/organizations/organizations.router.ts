import { createRouter } from "../lib/openapi";
import * as handlers from "./organizations.handlers";
import * as routes from "./organizations.routes";

export const organizationsRouter = createRouter()
  .openapi(routes.listOrganizations, handlers.listOrganizationsHandler)
  .openapi(routes.getOrganization, handlers.getOrganizationHandler)
  .openapi(routes.deleteOrganization, handlers.deleteOrganizationHandler);
