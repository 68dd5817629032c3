import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { userReads } from "../../../worker/users/users.screens";
import { BackButton } from "../../components/back-button";
import { Live } from "../../components/live";
import { PageFrame } from "../../components/page-frame";
import { useRecordHeading } from "../../components/record-frame";
import { UserForm } from "./user-form";
import { userQuery } from "./users.queries";

/** /manager/users/new */
export function NewUserPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`New user`} back={<BackButton to="/manager/users" label={t`Users`} />}>
      <Live>{() => <UserForm />}</Live>
    </PageFrame>
  );
}

function UpdateUserForm({ id }: { id: string }) {
  return <UserForm user={useSuspenseQuery(userQuery(id)).data} />;
}

/** /manager/users/{id}/update */
export function UpdateUserPage({ id }: { id: string }) {
  const { t } = useLingui();
  const name = useRecordHeading(userReads.detail(id), userQuery(id));
  return (
    <PageFrame title={t`Update user`} back={<BackButton to="/manager/users/$id" params={{ id }} label={name} />}>
      <Live>{() => <UpdateUserForm id={id} />}</Live>
    </PageFrame>
  );
}
