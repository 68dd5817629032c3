import type { ReactNode } from "react";
import { roleCan } from "../../../worker/auth/permissions";
import { ForbiddenPage } from "../errors/forbidden-page";
import { useSession } from "./auth.queries";
import { ImpersonationBanner } from "./impersonation-banner";
import { OnboardingPage } from "./onboarding-page";

/**
 * What a signed-in person sees of an area: 403 without the area's `apps` permission,
 * onboarding until they have a name, else the area itself. The server enforces the same
 * permissions on every endpoint; this only decides what to render.
 */
export function AreaGate({ area, children }: { area: "app" | "manager"; children: ReactNode }) {
  const session = useSession();
  if (!session) return null;
  if (!roleCan(session.user.role, { apps: [area] })) return <ForbiddenPage />;
  if (!session.user.name.trim()) return <OnboardingPage />;
  return (
    <>
      <ImpersonationBanner />
      {children}
    </>
  );
}
