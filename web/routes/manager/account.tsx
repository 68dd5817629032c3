import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/account-page";
import { accountRoute } from "../../features/account/account-route";

export const Route = createFileRoute("/manager/account")({ ...accountRoute, component: AccountPage });
