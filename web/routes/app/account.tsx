import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/account-page";
import { accountRoute } from "../../features/account/account-route";

export const Route = createFileRoute("/app/account")({ ...accountRoute, component: AccountPage });
