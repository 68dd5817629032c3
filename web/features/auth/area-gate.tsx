import { lazy, type ReactNode, Suspense } from "react";
import { roleCan } from "../../../worker/auth/permissions.shared";
import { mustSetUpSecondFactor } from "../../../worker/auth/second-factor.shared";
import { useConfig } from "../config/config.queries";
import { ForbiddenPage } from "../errors/forbidden-page";
import { useSession } from "./auth.queries";
import { ImpersonationBanner } from "./impersonation-banner";
import { SecondFactorRequiredPage } from "./second-factor-required";

/** Shown once per person, so its form and better-auth's client load only for it. */
const OnboardingPage = lazy(() =>
  import("./onboarding-page").then(({ OnboardingPage }) => ({ default: OnboardingPage })),
);

/**
 * What a signed-in person sees of an area: 403 without the area's `apps` permission, the way
 * to two-step sign-in for an administrator who must turn it on first (the manager area),
 * onboarding until they have a name, else the area itself. The server enforces the same
 * permissions on every endpoint; this only decides what to render.
 */
export function AreaGate({ area, children }: { area: "app" | "manager"; children: ReactNode }) {
  const session = useSession();
  const { secondFactorRequired } = useConfig();
  if (!session) return null;
  if (!roleCan(session.user.role, { apps: [area] })) return <ForbiddenPage />;
  if (area === "manager" && mustSetUpSecondFactor(session.user, secondFactorRequired)) {
    return <SecondFactorRequiredPage />;
  }
  if (!session.user.name.trim()) {
    return (
      <Suspense fallback={null}>
        <OnboardingPage />
      </Suspense>
    );
  }
  return (
    <>
      <ImpersonationBanner />
      {children}
    </>
  );
}
