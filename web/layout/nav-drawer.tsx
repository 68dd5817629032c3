import { useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Menu } from "../components/icons";
import { type ButtonProps, IconButton } from "../components/ui/button";

const loadPanel = () => import("./nav-drawer-panel");
const NavDrawerPanel = lazy(loadPanel);

/**
 * A phone's navigation: a menu button opening the area's links in a drawer from the start
 * side (the right in Arabic), closed by a swipe back, Escape, or going somewhere. The drawer
 * (Ark's, about 17 KB gzipped) loads on first use: the button is on every signed-in screen,
 * drawn by the build for every width, and most visitors on a desktop never open it.
 */
export function NavDrawer({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const button = (props: ButtonProps) => (
    <IconButton variant="ghost" size="sm" aria-label={t`Open navigation`} {...props}>
      <Menu />
    </IconButton>
  );
  const standIn = button({
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    onPointerEnter: loadPanel,
    onFocus: loadPanel,
    onClick: () => setWanted(true),
  });
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NavDrawerPanel title={title} trigger={button({})}>
        {children}
      </NavDrawerPanel>
    </Suspense>
  );
}
