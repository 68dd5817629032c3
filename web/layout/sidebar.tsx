import { useLingui } from "@lingui/react/macro";
import { createContext, type ReactNode, useContext, useState } from "react";
import { Box, Stack, styled } from "styled-system/jsx";
import { foldCookie, foldedIn } from "../../worker/spa/sidebar-fold.shared";
import { PanelLeftClose, PanelLeftOpen } from "../components/icons";
import { IconButton } from "../components/ui/button";
import { DrawnFolded } from "../lib/drawn-folded";

const Collapsed = createContext(false);

/** A navigation entry's text: hidden, but still its accessible name, while the sidebar is folded. */
export function NavLabel({ children }: { children: ReactNode }) {
  return useContext(Collapsed) ? <styled.span srOnly>{children}</styled.span> : <span>{children}</span>;
}

/** Hidden with the labels while the sidebar is folded (group headings, the version). */
export function UnlessCollapsed({ children }: { children: ReactNode }) {
  return useContext(Collapsed) ? null : children;
}

/** The fold as the person left it, in the cookie the Worker reads too (worker/spa/sidebar-fold.shared.ts). */
function readCollapsed(): boolean {
  return typeof document !== "undefined" && foldedIn(document.cookie);
}

/**
 * The manager's sidebar on wide screens, on the start side (the right in Arabic). It folds
 * to its icons and remembers that in the cookie "sidebar", so that a drawn page arrives
 * folded as the person left it (worker/spa/drawn-screen.ts) and hydrates so.
 */
export function Sidebar({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useLingui();
  const drawn = useContext(DrawnFolded);
  const [collapsed, setCollapsed] = useState(() => drawn ?? readCollapsed());
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written synchronously; the Cookie Store API is not in every browser the app supports.
    document.cookie = foldCookie(next);
  };
  return (
    <Collapsed.Provider value={collapsed}>
      <Box
        as="aside"
        data-collapsed={collapsed || undefined}
        width={collapsed ? "16" : "64"}
        flexShrink={0}
        borderEndWidth="1px"
        bg="bg.default"
        p={collapsed ? "2" : "4"}
        transition="width 0.2s"
      >
        <Stack gap="6" position="sticky" top="4" minH="calc(100dvh - token(spacing.8))">
          {children}
          <Stack mt="auto" gap="3" alignItems={collapsed ? "center" : "stretch"}>
            <UnlessCollapsed>{footer}</UnlessCollapsed>
            <IconButton
              variant="ghost"
              size="sm"
              alignSelf={collapsed ? "center" : "flex-end"}
              aria-expanded={!collapsed}
              aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
              onClick={toggle}
            >
              {collapsed ? (
                <PanelLeftOpen className="icon-directional" />
              ) : (
                <PanelLeftClose className="icon-directional" />
              )}
            </IconButton>
          </Stack>
        </Stack>
      </Box>
    </Collapsed.Provider>
  );
}
