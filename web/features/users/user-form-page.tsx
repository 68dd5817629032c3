import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { BackButton } from "../../components/back-button";
import { PageFrame } from "../../components/page-frame";
import { UserForm } from "./user-form";
import { userQuery } from "./users.queries";

/** /manager/users/new */
export function NewUserPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`New user`} back={<BackButton to="/manager/users" label={t`Users`} />}>
      <UserForm />
    </PageFrame>
  );
}

/** /manager/users/{id}/update */
export function UpdateUserPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery(id));
  return (
    <PageFrame
      title={t`Update user`}
      back={<BackButton to="/manager/users/$id" params={{ id }} label={user.name || user.email} />}
    >
      <UserForm user={user} />
    </PageFrame>
  );
}
