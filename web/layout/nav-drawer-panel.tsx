import { Drawer } from "@ark-ui/react/drawer";
import { useLocaleContext } from "@ark-ui/react/locale";
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { type ReactElement, type ReactNode, useState } from "react";
import { createStyleContext, Stack } from "styled-system/jsx";
import { drawer } from "styled-system/recipes";
import { X } from "../components/icons";
import { IconButton } from "../components/ui/button";

const { withRootProvider, withContext } = createStyleContext(drawer);
const Root = withRootProvider(Drawer.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
const Backdrop = withContext(Drawer.Backdrop, "backdrop");
const Positioner = withContext(Drawer.Positioner, "positioner");
const Content = withContext(Drawer.Content, "content");
const Header = withContext("div", "header");
const Body = withContext("div", "body");
const Title = withContext(Drawer.Title, "title");
const CloseTrigger = withContext(Drawer.CloseTrigger, "closeTrigger");

export interface NavDrawerPanelProps {
  title: string;
  /** The menu button, for the drawer to wrap in its trigger. */
  trigger: ReactElement;
  children: ReactNode;
}

/** The drawer itself, open as it mounts; web/layout/nav-drawer.tsx mounts it on first use. */
export default function NavDrawerPanel({ title, trigger, children }: NavDrawerPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Going somewhere closes it.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  const { dir } = useLocaleContext();

  return (
    <Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      swipeDirection="start"
      variant={dir === "rtl" ? "right" : "left"}
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Backdrop />
      <Positioner width={{ base: "80vw", sm: "sm" }}>
        <Content>
          <Header>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Title>{title}</Title>
              <CloseTrigger asChild>
                <IconButton variant="ghost" size="sm" aria-label={t`Close navigation`}>
                  <X />
                </IconButton>
              </CloseTrigger>
            </Stack>
          </Header>
          <Body>{children}</Body>
        </Content>
      </Positioner>
    </Root>
  );
}
