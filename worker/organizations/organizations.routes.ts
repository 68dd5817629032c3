import { guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { ApiTag } from "../lib/openapi";
import {
  OrganizationDetailsSchema,
  OrganizationListQuerySchema,
  OrganizationListSchema,
} from "./organizations.schemas";

/**
 * The organizations API contract (administrators): every organization, whoever belongs to it.
 * Their members run their own through better-auth's `/api/auth/organization/*`.
 */
export const organizationsTag: ApiTag = {
  name: "Organizations",
  description:
    "Invitations as their recipients read them, and the administration of every organization (its members and teams, deletion); creating and managing one's own is better-auth's (`/api/auth/organization/*`)",
};
const tags = [organizationsTag.name];
const permissions = { apps: ["manager" as const] };

export const listOrganizations = guardedRoute({
  operationId: "listOrganizations",
  method: "get",
  path: "/organizations",
  tags,
  summary: "List organizations",
  description: "Newest first, each with its number of members. Search matches name or slug.",
  permissions,
  request: { query: OrganizationListQuerySchema },
  responses: { 200: { description: "A page of organizations", content: jsonContent(OrganizationListSchema) } },
});

export const getOrganization = guardedRoute({
  operationId: "getOrganization",
  method: "get",
  path: "/organizations/{id}",
  tags,
  summary: "Get an organization with its members and teams",
  permissions,
  request: { params: IdParams },
  responses: { 200: { description: "The organization", content: jsonContent(OrganizationDetailsSchema) } },
});

export const deleteOrganization = guardedRoute({
  operationId: "deleteOrganization",
  method: "delete",
  path: "/organizations/{id}",
  tags,
  summary: "Delete an organization",
  description: "Its members, teams and invitations go with it; sessions that had it active are left with none.",
  permissions,
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" } },
});
